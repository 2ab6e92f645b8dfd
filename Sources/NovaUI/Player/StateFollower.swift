// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// A view that shows state, with the fields it follows: told at once when one of them
/// changes (the controller's table of followers, `makeFollowers`, routes every change).
/// A view declares its fields beside its `show` (`PlaybackControls.follows`).
struct StateFollower {
    let follows: Set<PlaybackState.Field>
    let show: @MainActor (PlaybackState, Set<PlaybackState.Field>) -> Void
}
