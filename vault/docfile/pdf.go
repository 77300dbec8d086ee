package docfile

import "errors"

// readPDF is the PDF reader. Until it is written, a PDF file is refused with
// an error that says so; it never yields text.
func readPDF(data []byte, lim Limits) (*Document, error) {
	return nil, errors.New("PDF files cannot be read yet")
}
