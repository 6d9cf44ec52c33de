// The spinner selecting by a Hashable value as `Picker` does, with SF Symbols as icons; its
// options; a spin in code through a binding; the index form next to it.
import RotaryControlsSwiftUI
import SwiftUI

enum Drink: String, Hashable, CaseIterable {
    case tea, coffee, juice, water
}

struct DrinkSpinner: View {
    @State private var drink = Drink.tea
    @State private var index = 0
    @State private var spin: RadialSpinnerSpin?
    @State private var isOpen = false

    var body: some View {
        VStack {
            RadialSpinner(
                "Drink", selection: $drink,
                items: [
                    RadialSpinnerItem("Tea", image: Image(systemName: "cup.and.saucer"), value: Drink.tea),
                    RadialSpinnerItem("Coffee", image: Image(systemName: "mug"), value: .coffee),
                    RadialSpinnerItem(
                        "Juice", image: Image(systemName: "carrot"), value: .juice,
                        description: "Freshly pressed"),
                    RadialSpinnerItem("Water", image: Image(systemName: "drop"), value: .water, isEnabled: false),
                ], onOpenChanged: { isOpen = $0 },
                onFeedback: { feedback in
                    if feedback == .click { print("click") }
                }
            )
            .radialSpinnerMode(.automatic, threshold: 10)
            .radialSpinnerRing(radius: 140, maximumVisibleSpokes: 12)
            .radialSpinnerFling(timeConstant: 0.8)
            .radialSpinnerFeedback(sound: false, haptics: true)
            .radialSpinnerClosedIcon(Image(systemName: "questionmark.circle"))
            .radialSpinnerSpin($spin)
            .frame(width: 300, height: 300)

            Button("Spin") { spin = RadialSpinnerSpin(to: Int.random(in: 0..<3), turns: 4, duration: 3) }

            let names = Drink.allCases.map(\.rawValue)
            RadialSpinner(
                verbatimTitle(), items: names.map { SpinnerItem(icon: ImageReference(name: $0), title: $0) },
                selection: $index
            )
            .radialSpinnerMode(.pickerOnly)
            // RVS_Spinner's willClose: stay open until something is chosen.
            .radialSpinnerShouldClose { selected in selected != nil }
            Text("Selected: \(drink.rawValue), open: \(isOpen ? "yes" : "no")")
        }
    }

    func verbatimTitle() -> String { "Drink by index" }
}
