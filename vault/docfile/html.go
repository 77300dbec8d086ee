package docfile

import "errors"

// readHTML is the HTML reader. Until it is written, a HTML file is refused with
// an error that says so; it never yields text.
func readHTML(data []byte, lim Limits) (*Document, error) {
	return nil, errors.New("HTML files cannot be read yet")
}
