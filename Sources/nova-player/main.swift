print("nova")
