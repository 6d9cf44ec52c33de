import RotaryControls
import Testing

/// What the property tests of the selecting controls (the spinner's ring and picker, the picker
/// wheel) check in every batch of events: editing began and ended strictly alternate, each
/// reported selection is a user's change to another, enabled item, and the last one reported
/// is the control's selection afterwards.
struct SelectionEventAudit {
    /// An event as the audit sees it.
    enum Kind {
        case editingBegan, editingEnded
        case selected(Int, fromUser: Bool)
        case other
    }

    private(set) var began = 0
    private(set) var ended = 0

    /// Whether every editing phase that began has ended.
    var isBalanced: Bool { began == ended }

    /// Checks `events`, reported while the selection went from `before` to `after`;
    /// `isSelectable` says whether an index names an existing, enabled item.
    mutating func check(_ events: [Kind], before: Int?, after: Int?, isSelectable: (Int) -> Bool) {
        var previous = before
        for event in events {
            switch event {
            case .editingBegan:
                began += 1
                #expect(began == ended + 1)
            case .editingEnded:
                ended += 1
                #expect(began == ended)
            case let .selected(index, fromUser):
                #expect(fromUser && index != previous)
                #expect(isSelectable(index))
                previous = index
            case .other: break
            }
        }
        #expect(previous == after)
    }
}

extension RadialSpinnerModel.Event {
    /// The event as ``SelectionEventAudit`` sees it.
    var audited: SelectionEventAudit.Kind {
        switch self {
        case .editingBegan: .editingBegan
        case .editingEnded: .editingEnded
        case let .valueChanged(index, fromUser): .selected(index, fromUser: fromUser)
        default: .other
        }
    }
}

extension PickerWheelModel.Event {
    /// The event as ``SelectionEventAudit`` sees it.
    var audited: SelectionEventAudit.Kind {
        switch self {
        case .editingBegan: .editingBegan
        case .editingEnded: .editingEnded
        case let .valueChanged(index, fromUser): .selected(index, fromUser: fromUser)
        default: .other
        }
    }
}
