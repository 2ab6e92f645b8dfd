# SPDX-License-Identifier: GPL-3.0-or-later
"""A web server for one test, on 127.0.0.1 only: the files of a folder with byte ranges
(as players seek in them), and a path that stalls mid-file until the test lets it go on.

    with MediaServer(folder) as server:
        nova(server.url("card.mkv"))
        server.url("stall/card.mkv")   # stops after server.stall_after bytes until server.release()
        server.url("loop/card.mkv")    # redirected to loop-back/card.mkv, which is redirected here
        server.url("hops/3/card.mkv")  # redirected to hops/2/card.mkv … and after 3 hops to card.mkv
"""

import os
import re
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

RANGE = re.compile(r"bytes=(\d*)-(\d*)$")
HOPS = re.compile(r"/hops/(\d+)/(.*)$")


class MediaServer:
    def __init__(self, folder, stall_after=400_000):
        self.folder = str(folder)
        self.stall_after = stall_after
        self.released = threading.Event()
        self.stalled = threading.Event()
        self.requests = []
        server = self

        class Handler(SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=server.folder, **kwargs)

            def log_message(self, *args):
                pass

            def redirect(self, location):
                self.send_response(302)
                self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_GET(self):
                server.requests.append(self.path)
                if self.path.startswith(("/loop/", "/loop-back/")):
                    name = self.path.split("/", 2)[2]
                    return self.redirect(("/loop-back/" if self.path.startswith("/loop/") else "/loop/") + name)
                hops = HOPS.match(self.path)
                if hops:
                    # Relative, as many servers send them.
                    left, name = int(hops.group(1)), hops.group(2)
                    return self.redirect("../%d/%s" % (left - 1, name) if left > 1 else "/" + name)
                stall = self.path.startswith("/stall/")
                path = self.translate_path(self.path[len("/stall"):] if stall else self.path)
                if not os.path.isfile(path):
                    return super().do_GET()  # pages, listings and 404s as the standard server does
                size = os.path.getsize(path)
                start, end = 0, size - 1
                match = RANGE.match(self.headers.get("Range", ""))
                if match and (match.group(1) or match.group(2)):
                    if match.group(1):
                        start = int(match.group(1))
                        end = int(match.group(2)) if match.group(2) else size - 1
                    else:
                        start = max(0, size - int(match.group(2)))
                    if start >= size or end < start:
                        self.send_response(416)
                        self.send_header("Content-Range", "bytes */%d" % size)
                        self.send_header("Content-Length", "0")
                        self.end_headers()
                        return
                    end = min(end, size - 1)
                    self.send_response(206)
                    self.send_header("Content-Range", "bytes %d-%d/%d" % (start, end, size))
                else:
                    self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Length", str(end - start + 1))
                self.end_headers()
                with open(path, "rb") as f:
                    f.seek(start)
                    position = start
                    # Stalls once, at stall_after, until released (or for at most 60 s: a
                    # test that forgets to release ends the wait itself).
                    holding = stall and not server.released.is_set()
                    while position <= end:
                        if holding and position >= server.stall_after:
                            server.stalled.set()
                            server.released.wait(60)
                            holding = False
                        limit = server.stall_after - position if holding and position < server.stall_after else 65536
                        chunk = f.read(min(65536, end - position + 1, limit))
                        if not chunk:
                            break
                        try:
                            self.wfile.write(chunk)
                        except (BrokenPipeError, ConnectionResetError):
                            return
                        position += len(chunk)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="media-server", daemon=True)

    @property
    def port(self):
        return self.httpd.server_address[1]

    def url(self, path):
        return "http://127.0.0.1:%d/%s" % (self.port, path.lstrip("/"))

    def release(self):
        """A stalled answer goes on."""
        self.released.set()

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.released.set()
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(10)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
