package printer

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestWriteErrors: an unknown format is bad usage (exit 2) naming the
// formats; missing scores or report is an error, not a panic or an empty
// page.
func TestWriteErrors(t *testing.T) {
	s, r, _ := sample()
	var b bytes.Buffer
	err := Write(&b, "pdf", s, r, Options{})
	var fe *FormatError
	if !errors.As(err, &fe) || fe.ExitCode() != 2 || !strings.Contains(err.Error(), "text, md, json, html, junit") {
		t.Errorf("unknown format: %v", err)
	}
	for _, format := range Formats {
		if err := Write(&b, format, nil, r, Options{}); err == nil {
			t.Errorf("%s printed without scores", format)
		}
	}
	for _, format := range []string{"md", "json", "html"} {
		if err := Write(&b, format, s, nil, Options{}); err == nil {
			t.Errorf("%s printed without a report", format)
		}
	}
	if b.Len() != 0 {
		t.Errorf("something was written: %q", b.String())
	}
}
