#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The ways to adjust a control without dragging it, all turned into whole steps for the core
/// (whose increment and decrement decide what a step is):
/// - VoiceOver swipes (`accessibilityAdjustableAction`), everywhere;
/// - the Digital Crown on watchOS (one crown unit a step, through ``ScrollAccumulator``);
/// - arrow keys and the Siri Remote on macOS and tvOS (`focusable` + `onMoveCommand`), and
///   hardware-keyboard arrows on iOS 17 and later (`focusable` + `onKeyPress`), mirrored for
///   right-to-left layouts by ``ArrowKey``.
struct AdjustableInput: ViewModifier {
    /// Moves the control by whole steps (positive increments).
    let adjust: (Int) -> Void

    @Environment(\.layoutDirection) private var layoutDirection

    init(adjust: @escaping (Int) -> Void) {
        self.adjust = adjust
    }

    func body(content: Content) -> some View {
        content
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: adjust(1)
                case .decrement: adjust(-1)
                @unknown default: break
                }
            }
            .modifier(PlatformInput(adjust: adjust, rightToLeft: layoutDirection == .rightToLeft))
    }
}

/// Digital Crown, arrow keys and remote, where the platform has them (``AdjustableInput``
/// without VoiceOver, for containers whose children carry their own adjustable actions).
struct PlatformInput: ViewModifier {
    let adjust: (Int) -> Void
    let rightToLeft: Bool

    init(adjust: @escaping (Int) -> Void, rightToLeft: Bool) {
        self.adjust = adjust
        self.rightToLeft = rightToLeft
    }

    #if os(watchOS)
    @State private var crown = 0.0
    @State private var crownSteps = ScrollAccumulator(pointsPerStep: 1)
    #endif

    @ViewBuilder
    func body(content: Content) -> some View {
        #if os(watchOS)
        content
            .focusable()
            .digitalCrownRotation($crown)
            .onChange(of: crown) { [crown] newValue in
                let steps = crownSteps.steps(forDelta: newValue - crown)
                if steps != 0 { adjust(steps) }
            }
        #elseif os(macOS) || os(tvOS)
        content
            .focusable()
            .onMoveCommand { direction in
                let key: ArrowKey
                switch direction {
                case .up: key = .up
                case .down: key = .down
                case .left: key = .left
                case .right: key = .right
                @unknown default: return
                }
                adjust(key.adjustmentSteps(rightToLeft: rightToLeft))
            }
        #else
        if #available(iOS 17.0, *) {
            // Hardware keyboards on iPad (and iPhone): arrow keys once the control has focus.
            content
                .focusable()
                .onKeyPress(.upArrow) { step(.up) }
                .onKeyPress(.downArrow) { step(.down) }
                .onKeyPress(.leftArrow) { step(.left) }
                .onKeyPress(.rightArrow) { step(.right) }
        } else {
            content
        }
        #endif
    }

    #if !os(watchOS) && !os(macOS) && !os(tvOS)
    @available(iOS 17.0, *)
    private func step(_ key: ArrowKey) -> KeyPress.Result {
        adjust(key.adjustmentSteps(rightToLeft: rightToLeft))
        return .handled
    }
    #endif
}
#endif
