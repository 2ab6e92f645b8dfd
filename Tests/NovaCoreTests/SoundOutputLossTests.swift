// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

/// Sequences of sound-server events as a laptop and a phone send them (PulseAudio 16 and
/// PipeWire's PulseAudio server), and whether each means the output Nova plays on went away.
final class SoundOutputLossTests: XCTestCase {
    private let speaker = "analog-output-speaker", headphones = "analog-output-headphones"

    private func card(_ active: String, unplugged: Set<String> = []) -> SoundServerEvent {
        .sink(SoundSink(index: 1, name: "alsa_output.pci-0000_00_1f.3.analog-stereo", activePort: active, unpluggedPorts: unplugged))
    }

    private let headset = SoundServerEvent.sink(SoundSink(index: 7, name: "bluez_output.00_11_22_33_44_55.1"))

    /// Feeds `events` one a tenth of a second apart; the indexes of those that meant a loss.
    private func losses(_ events: [SoundServerEvent], start: Double = 100) -> [Int] {
        var rule = SoundOutputLoss()
        return events.enumerated().compactMap { index, event in
            rule.observe(event, at: start + Double(index) / 10) ? index : nil
        }
    }

    func testHeadphonesPulledAndTheServerSwitchesTheSameSinkToItsSpeaker() {
        // module-switch-on-port-available: one sink change, the port switched, headphones unplugged.
        XCTAssertEqual(losses([card(headphones), .stream(sinkIndex: 1), card(speaker, unplugged: [headphones])]), [2])
    }

    func testHeadphonesPulledWithoutASwitch() {
        XCTAssertEqual(losses([card(headphones), .stream(sinkIndex: 1), card(headphones, unplugged: [headphones])]), [2])
        XCTAssertEqual(losses([card(headphones), .stream(sinkIndex: 1), card(headphones, unplugged: [headphones]),
                               card(headphones, unplugged: [headphones])]), [2], "said once")
    }

    func testAPortChosenByThePersonOnTheSameSinkIsNoLoss() {
        XCTAssertEqual(losses([card(headphones), .stream(sinkIndex: 1), card(speaker)]), [])
        XCTAssertEqual(losses([card(speaker), .stream(sinkIndex: 1), card(headphones)]), [])
    }

    func testHeadphonesPluggedInIsNoLoss() {
        XCTAssertEqual(losses([card(speaker, unplugged: [headphones]), .stream(sinkIndex: 1), card(headphones)]), [])
    }

    func testABluetoothHeadsetSwitchedOff() {
        XCTAssertEqual(losses([card(speaker), headset, .stream(sinkIndex: 7), .sinkRemoved(index: 7),
                               .stream(sinkIndex: 1)]), [3])
    }

    func testAStreamRescuedBeforeItsSinkIsRemovedIsStillALoss() {
        // The server moves the stream to the speaker first; the removal comes after.
        XCTAssertEqual(losses([card(speaker), headset, .stream(sinkIndex: 7), .stream(sinkIndex: 1),
                               .sinkRemoved(index: 7)]), [4])
    }

    func testADefaultSinkChangeThatIsNotARemovalIsFollowed() {
        // A headset connected becomes the default and takes the stream; nothing is removed.
        XCTAssertEqual(losses([card(speaker), .stream(sinkIndex: 1), headset, .defaultSink(name: "bluez_output.00_11_22_33_44_55.1"),
                               .stream(sinkIndex: 7)]), [])
        // And back again by the person's choice: the headset stays.
        XCTAssertEqual(losses([card(speaker), headset, .stream(sinkIndex: 7), .defaultSink(name: "alsa_output"),
                               .stream(sinkIndex: 1)]), [])
    }

    func testASinkLeftLongAgoGoingAwayLaterIsNoLoss() {
        var rule = SoundOutputLoss()
        XCTAssertFalse(rule.observe(headset, at: 0))
        XCTAssertFalse(rule.observe(.stream(sinkIndex: 7), at: 1))
        XCTAssertFalse(rule.observe(.stream(sinkIndex: 1), at: 2), "moved to the speaker by the person")
        XCTAssertFalse(rule.observe(.sinkRemoved(index: 7), at: 600), "the headset switched off ten minutes later")
    }

    func testOtherSinksComingAndGoingAreNoLoss() {
        XCTAssertEqual(losses([card(speaker), .stream(sinkIndex: 1), headset, .sinkRemoved(index: 7)]), [])
    }

    func testNothingPlayingNothingIsLost() {
        XCTAssertEqual(losses([headset, .sinkRemoved(index: 7)]), [])
        XCTAssertEqual(losses([headset, .stream(sinkIndex: 7), .streamRemoved, .sinkRemoved(index: 7)]), [])
        XCTAssertEqual(losses([card(headphones), card(speaker, unplugged: [headphones])]), [])
    }
}
