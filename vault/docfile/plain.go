package docfile

import (
	"bytes"
	"errors"
)

// readPlain reads Markdown or plain text: already citecheck's markup, so
// only a byte-order mark and CRLF line ends are removed.
func readPlain(data []byte, f Format) (*Document, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	text := string(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")))
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("the file is empty")
	}
	return &Document{Format: f, Text: text}, nil
}
