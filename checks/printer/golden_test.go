package printer

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/vault/vaulttest"
)

// golden compares got with testdata/name (vaulttest.Golden; -update rewrites).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", name), got)
}

// TestGolden prints the fixed sample in every format, plain and redacted,
// and compares each with its golden file; it also prints twice to prove
// the output is deterministic.
func TestGolden(t *testing.T) {
	ext := map[string]string{"text": "txt", "md": "md", "json": "json", "html": "html", "junit": "xml"}
	for _, format := range Formats {
		for _, redacted := range []bool{false, true} {
			name := "sample." + ext[format]
			if redacted {
				name = "sample.redacted." + ext[format]
			}
			t.Run(name, func(t *testing.T) {
				s, r, texts := sample()
				opt := Options{ShowDenied: !redacted, Texts: texts}
				var a, b bytes.Buffer
				if err := Write(&a, format, s, r, opt); err != nil {
					t.Fatal(err)
				}
				if err := Write(&b, format, s, r, opt); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Fatal("two prints of the same report differ")
				}
				golden(t, name, a.Bytes())
			})
		}
	}
}
