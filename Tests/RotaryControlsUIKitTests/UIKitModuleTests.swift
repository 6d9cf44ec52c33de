#if canImport(UIKit)
import Testing
@testable import RotaryControlsUIKit

@Test func moduleHasVersion() {
    #expect(RotaryControlsUIKit.version == "0.1.0")
}
#endif
