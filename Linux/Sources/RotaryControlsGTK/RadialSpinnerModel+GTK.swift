import RotaryControls

/// The radial spinner in GTK: closed it is the small centre circle; open, the ring (or the
/// picker wheel, by the model's mode) fills the widget. Give it a square widget: the open ring
/// reaches the nearest edge unless the model's `radius` is set.
public typealias RadialSpinnerWidget = ModelWidget<RadialSpinnerModel>

extension RadialSpinnerModel: HostableModel {
    /// Right/Up select the next enabled item, Left/Down the previous one (no wrap, as for
    /// VoiceOver); Page Up/Down move a tenth of the list (``RadialSpinnerModel/pageItems``);
    /// Home/End select the first/last enabled item; Space/Return open or close like a tap on
    /// the centre.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool {
        hostKey(key, at: time, report: report, shouldClose: { _ in true })
    }

    /// The keys, with the host's close veto for Space/Return.
    public mutating func hostKey(_ key: ControlKey, at time: Double, report: (Event) -> Void,
                                 shouldClose: (Int?) -> Bool) -> Bool {
        switch key {
        case .increment: increment(report: report)
        case .decrement: decrement(report: report)
        case .activate: activate(at: time, report: report, shouldClose: shouldClose)
        case .pageUp: adjust(byItems: pageItems, report: report)
        case .pageDown: adjust(byItems: -pageItems, report: report)
        case .home: moveToFirst(report: report)
        case .end: moveToLast(report: report)
        }
        return true
    }

    /// Pointer events with the host's close veto (`ModelWidget.shouldClose`).
    public mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void, shouldClose: (Int?) -> Bool) {
        handle(event, report: report, shouldClose: shouldClose)
    }

    /// One enabled item per notch (up = next), stopping at the ends.
    public mutating func hostScroll(steps: Int, at time: Double, report: (Event) -> Void) -> Bool {
        guard steps != 0 else { return false }
        for _ in 0..<steps.magnitude {
            if steps > 0 { increment(report: report) } else { decrement(report: report) }
        }
        return true
    }

    /// The selected index among `0…count − 1`, spoken as the item's title (and description);
    /// `nil` when there is no enabled item.
    public var hostedValue: HostedValue? {
        guard let index = selectedIndex else { return nil }
        return HostedValue(minimum: 0, maximum: Double(Swift.max(0, count - 1)), current: Double(index),
                           text: spokenValue(of: index))
    }
}
