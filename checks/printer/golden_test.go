package printer

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// golden compares got with testdata/name byte for byte (-update rewrites).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./checks/printer -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (refresh with -update if intended); got:\n%s", name, got)
	}
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
				opt := Options{RedactDenied: redacted, Texts: texts}
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
