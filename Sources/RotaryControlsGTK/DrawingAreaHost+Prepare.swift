import CGtk4
import RotaryControls

extension DrawingAreaHost {
    // MARK: - Images for a new size

    /// The widget got a (new) size: renders the control's images at the pixel sizes it will
    /// show them at (``prepareImages()``). Before the first frame this is done at once, during
    /// the layout that precedes that frame, so the frame itself only blits them; after it, on
    /// an idle callback (coalesced: one however many sizes a window resize goes through), so a
    /// resize never pays twice and what the control shows later (a spinner's open ring) is
    /// ready before it is asked for.
    func prepareForNewSize() {
        guard isAlive else { return }
        guard hasDrawn else {
            prepareImages()
            return
        }
        prepareWhenIdle()
    }

    /// Queues one ``prepareImages()`` on GLib's idle loop, at low priority (after frames).
    func prepareWhenIdle() {
        guard isAlive, !isPrepareQueued else { return }
        isPrepareQueued = true
        GLibLater.whenIdle(priority: G_PRIORITY_LOW) {
            self.isPrepareQueued = false
            if self.isAlive { self.prepareImages() }
        }
    }
}
