import RotaryControls
import Testing

@Suite("Spinner item")
struct SpinnerItemTests {
    @Test func defaults() {
        let item = SpinnerItem(icon: "star")
        #expect(item.title == "")
        #expect(item.icon == ImageReference(name: "star"))
        #expect(item.description == nil)
        #expect(item.value == nil)
        #expect(item.isEnabled)
    }

    @Test func valuesCompareAsHashables() {
        let one = SpinnerItem(icon: "a", value: 1)
        #expect(one == SpinnerItem(icon: "a", value: 1))
        #expect(one != SpinnerItem(icon: "a", value: 2))
        #expect(one != SpinnerItem(icon: "a", value: "1"))
        #expect(one != SpinnerItem(icon: "a"))
        #expect(SpinnerItem(icon: "a") == SpinnerItem(icon: "a"))
        #expect(one.value as? Int == 1)
    }

    @Test func everyFieldTakesPartInEquality() {
        let base = SpinnerItem(icon: "a", title: "A", description: "d", value: 1)
        var other = base
        other.title = "B"
        #expect(base != other)
        other = base
        other.icon = "b"
        #expect(base != other)
        other = base
        other.description = nil
        #expect(base != other)
        other = base
        other.isEnabled = false
        #expect(base != other)
    }
}
