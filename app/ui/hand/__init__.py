"""Hand entry: the editing state (on the engine's hand), the scoring adapter, the fan model
and the widget."""
