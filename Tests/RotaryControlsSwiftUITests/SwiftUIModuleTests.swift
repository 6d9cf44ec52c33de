#if canImport(SwiftUI)
import Testing
@testable import RotaryControlsSwiftUI

@Test func moduleHasVersion() {
    #expect(RotaryControlsSwiftUI.version == "0.1.0")
}
#endif
