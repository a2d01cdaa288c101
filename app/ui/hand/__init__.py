"""Hand entry: the notation builder, the scoring adapter, the fan model and the widget."""
