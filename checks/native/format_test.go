package native

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

const fixtureDir = "../../fixtures/forum-selection/native/responses"

// TestDetectFixtures: auto picks the right format for every fixture
// (named <format>-<case>.json), and each format refuses every other
// format's fixture as the wrong shape (exit 2).
func TestDetectFixtures(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(fixtureDir, "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	seen := map[string]bool{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(p)
		got := Detect(data)
		if got == "" || !strings.HasPrefix(name, got+"-") {
			t.Errorf("%s: detected %q", name, got)
		}
		seen[got] = true
		for _, f := range Formats() {
			dec, _ := Decoder(f.Name)
			_, err := dec(p, data)
			var ie *rubric.InputError
			switch {
			case f.Name == got && err != nil:
				t.Errorf("%s as %s: %v", name, f.Name, err)
			case f.Name != got && (!errors.As(err, &ie) || ie.ExitCode() != 2 || !strings.Contains(ie.Msg, "does not have that format's shape")):
				t.Errorf("%s as %s: err = %v, want the wrong shape refused", name, f.Name, err)
			}
		}
	}
	for _, f := range Formats() {
		if !seen[f.Name] {
			t.Errorf("no fixture of format %s", f.Name)
		}
	}
}

func TestUnknownShapes(t *testing.T) {
	for _, in := range []string{`{}`, `{"answer": "x"}`, `[1]`, `"text"`, `{"request": {}, "response": {"type": "message"}}`, `{"object": "response"}`, `{"input": "q", "context": [], "answer": "a", "x": 1, "y": 2}`} {
		dec, _ := Decoder(Auto)
		_, err := dec("r.json", []byte(in))
		var ie *rubric.InputError
		if !errors.As(err, &ie) || ie.ExitCode() != 2 {
			t.Errorf("%s: err = %v, want bad input", in, err)
		}
	}
	if _, err := Decoder("openai"); err == nil || !strings.Contains(err.Error(), "openai-responses") {
		t.Errorf("unknown format name: %v", err)
	}
}
