public enum SVGPlaceholder {}
