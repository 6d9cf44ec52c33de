/// The keyboard modifiers held while a pointer event happened, as the host read them. The core
/// gives them their meaning (the same on every platform):
///
/// - ``shift`` while dragging a slider or knob: fine adjustment, a tenth of the speed.
/// - ``command`` or ``control`` on a click that does not move: reset to the default value
///   (⌘-click with a pointer on iPad, Ctrl-click on GTK), as a double-tap does.
///
/// Hosts that cannot tell send `[]` (the default).
public struct PointerModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: UInt8

    /// Creates modifiers from bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift (⇧).
    public static let shift = PointerModifiers(rawValue: 1 << 0)
    /// Control (⌃, Ctrl).
    public static let control = PointerModifiers(rawValue: 1 << 1)
    /// Option (⌥) or Alt.
    public static let option = PointerModifiers(rawValue: 1 << 2)
    /// Command (⌘) or the Super/Meta key.
    public static let command = PointerModifiers(rawValue: 1 << 3)

    /// Whether these modifiers ask a slider or knob for fine adjustment (Shift).
    public var isFineAdjustment: Bool { contains(.shift) }

    /// Whether a click with these modifiers resets a slider or knob to its default (⌘ or Ctrl).
    public var isResetClick: Bool { !isDisjoint(with: [.command, .control]) }

    /// The factor a drag's change is multiplied by while fine adjustment is asked for, 0.1.
    public static let fineAdjustmentFactor = 0.1
}
