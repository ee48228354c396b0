// The testing library arrives in its own change.
