package mdtext

// Exceeded says why src is past the limits, "" when it is within them.
// Renderers of an answer's Markdown (the HTML report) use it to fall
// back to plain text exactly where the reader text does.
func (l Limits) Exceeded(src string) string { return l.exceeded(src) }
