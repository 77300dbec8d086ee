package printer

import (
	"bytes"
	"strings"
	"testing"
)

// TestPlainTextIsSaid (issue 22.1): an answer read as plain text because
// it is past the Markdown limits says so, with the bound, in every
// human format and in the JSON the service returns.
func TestPlainTextIsSaid(t *testing.T) {
	why := "line 3 nests block quotes or lists 40 deep, more than 32"
	for _, format := range []string{"text", "md", "html", "json"} {
		s, r, texts := sample()
		s.PlainText = why
		var b bytes.Buffer
		if err := Write(&b, format, s, r, Options{ShowDenied: true, Texts: texts}); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if !strings.Contains(out, "40 deep") || format != "json" && !strings.Contains(out, "plain text") {
			t.Errorf("%s output does not say the answer was read as plain text and why", format)
		}
	}
}
