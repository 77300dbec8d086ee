package docfile

import "errors"

// readDOCX is the DOCX reader. Until it is written, a DOCX file is refused with
// an error that says so; it never yields text.
func readDOCX(data []byte, lim Limits) (*Document, error) {
	return nil, errors.New("DOCX files cannot be read yet")
}
