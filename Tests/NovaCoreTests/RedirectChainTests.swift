// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore
import XCTest

final class RedirectChainTests: XCTestCase {
    private let start = "http://example.org/film.mkv"

    func testAChainThatComesBackIsALoop() {
        var chain = RedirectChain(from: start)
        XCTAssertEqual(chain.answered(status: 302, location: "http://example.org/b"), .follow("http://example.org/b"))
        XCTAssertEqual(chain.answered(status: 301, location: start), .done(.loop))
        var selfish = RedirectChain(from: start)
        XCTAssertEqual(selfish.answered(status: 307, location: start), .done(.loop), "to itself")
    }

    func testAChainEndsAtTheFirstAnswerThatIsNoRedirect() {
        var chain = RedirectChain(from: start)
        XCTAssertEqual(chain.answered(status: 302, location: "http://cdn.example.org/x"), .follow("http://cdn.example.org/x"))
        XCTAssertEqual(chain.answered(status: 200, location: nil), .done(.ended(status: 200, hops: 1)))
        var missing = RedirectChain(from: start)
        XCTAssertEqual(missing.answered(status: 404, location: nil), .done(.ended(status: 404, hops: 0)))
        var noWhere = RedirectChain(from: start)
        XCTAssertEqual(noWhere.answered(status: 302, location: nil), .done(.ended(status: 302, hops: 0)),
                       "a redirect without a Location ends there")
    }

    func testAChainPastTheLimitIsTooMany() {
        var chain = RedirectChain(from: start)
        for hop in 1...RedirectChain.limit {
            XCTAssertEqual(chain.answered(status: 302, location: "\(start)?\(hop)"), .follow("\(start)?\(hop)"))
        }
        XCTAssertEqual(chain.answered(status: 302, location: "\(start)?more"), .done(.tooMany))
    }

    func testNumbersThatAreNoStatusTellNothing() {
        var chain = RedirectChain(from: start)
        XCTAssertEqual(chain.answered(status: nil, location: nil), .done(.unknown))
        var odd = RedirectChain(from: start)
        XCTAssertEqual(odd.answered(status: 999, location: "http://example.org/b"), .done(.unknown))
    }

    func testOnlyAnUnwordedWebFailureIsFollowedAndTheVerdictWordsIt() {
        let unworded = PlaybackError.failed(location: start, reason: "loading failed")
        XCTAssertEqual(RedirectChain.addressToFollow(for: unworded), start)
        XCTAssertNil(RedirectChain.addressToFollow(for: .failed(location: "/v/film.mkv", reason: "loading failed")))
        XCTAssertNil(RedirectChain.addressToFollow(for: .httpStatus(location: start, code: 404)), "already worded")
        XCTAssertEqual(RedirectChain.failure(.loop, rewording: unworded), .redirectLoop(location: start))
        XCTAssertEqual(RedirectChain.failure(.tooMany, rewording: unworded),
                       .tooManyRedirects(location: start, hops: RedirectChain.limit))
        XCTAssertEqual(RedirectChain.failure(.ended(status: 200, hops: 10), rewording: unworded),
                       .tooManyRedirects(location: start, hops: 10), "longer than ffmpeg follows")
        XCTAssertEqual(RedirectChain.failure(.ended(status: 200, hops: 2), rewording: unworded), unworded,
                       "a short chain to a video: the failure is something else")
        XCTAssertEqual(RedirectChain.failure(.ended(status: 200, hops: RedirectChain.followedByFfmpeg),
                                             rewording: unworded), unworded, "as many as ffmpeg follows")
        XCTAssertEqual(RedirectChain.failure(.ended(status: 410, hops: 1), rewording: unworded),
                       .httpStatus(location: start, code: 410))
        XCTAssertEqual(RedirectChain.failure(.unknown, rewording: unworded), unworded)
    }
}
