package rubric

import (
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// Input limits. A response is read whole and its answer is scanned for
// citations, so an unbounded file would let one response exhaust memory
// and CPU; these bound it. Both are configurable through ResponseOptions
// (the CLI's and the batch's loader) and the service's --max-body.
const (
	// DefaultMaxAnswerBytes is the longest answer accepted when
	// ResponseOptions.MaxAnswerBytes is zero: 4 MiB, some hundreds of
	// pages of text.
	DefaultMaxAnswerBytes = 4 << 20
	// DefaultMaxResponseBytes is the largest response file LoadResponse
	// reads when ResponseOptions.MaxBytes is zero: the answer plus the
	// texts of its retrieval trace. Larger files are refused before they
	// are read.
	DefaultMaxResponseBytes = 16 << 20
)

// readLimited reads a file of at most max bytes, refusing a larger one
// without reading it into memory.
func readLimited(path, what string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &InputError{File: path, Msg: "cannot read " + what + ": " + err.Error()}
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > max {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("%s is %d bytes, larger than the limit of %d bytes", what, st.Size(), max)}
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, &InputError{File: path, Msg: "cannot read " + what + ": " + err.Error()}
	}
	if int64(len(data)) > max {
		return nil, &InputError{File: path, Msg: fmt.Sprintf("%s is larger than the limit of %d bytes", what, max)}
	}
	return data, nil
}

// checkUTF8 refuses data that is not UTF-8, naming the line and byte:
// encoding/json would silently turn invalid bytes into U+FFFD, and an
// identifier must be graded as it was written.
func checkUTF8(path string, data []byte) error {
	if utf8.Valid(data) {
		return nil
	}
	off := 0
	for off < len(data) {
		r, size := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		off += size
	}
	return &InputError{File: path, Line: lineAt(data, int64(off)), Msg: fmt.Sprintf("invalid UTF-8 at byte %d", off)}
}
