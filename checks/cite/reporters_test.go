package cite

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestBuiltinCanonical(t *testing.T) {
	r := BuiltinReporters()
	tests := []struct{ written, want string }{
		{"U.S.", "U.S."}, {"U. S.", "U.S."}, {"S.Ct.", "S. Ct."}, {"S. Ct.", "S. Ct."},
		{"L.Ed.2d", "L. Ed. 2d"}, {"L. Ed.", "L. Ed."}, {"F.", "F."}, {"F.2d", "F.2d"}, {"F. 3d", "F.3d"},
		{"F.4th", "F.4th"}, {"F.Supp.", "F. Supp."}, {"F.Supp.2d", "F. Supp. 2d"}, {"F. Supp. 3d", "F. Supp. 3d"},
		{"F. App'x", "F. App'x"}, {"Fed. Appx.", "F. App'x"}, {"B.R.", "B.R."}, {"F.R.D.", "F.R.D."},
		{"Fed. Cl.", "Fed. Cl."}, {"A.", "A."}, {"A.2d", "A.2d"}, {"A.3d", "A.3d"}, {"N.E.2d", "N.E.2d"},
		{"N.E.3d", "N.E.3d"}, {"N.W.2d", "N.W.2d"}, {"N.W.3d", "N.W.3d"}, {"NW3d", "N.W.3d"}, {"Wn. App. 2d", "Wash. App. 2d"}, {"P.2d", "P.2d"}, {"P.3d", "P.3d"}, {"S.E.2d", "S.E.2d"},
		{"So.", "So."}, {"So.2d", "So. 2d"}, {"So. 3d", "So. 3d"}, {"S.W.3d", "S.W.3d"},
		{"Cal.", "Cal."}, {"Cal.4th", "Cal. 4th"}, {"Cal.App.5th", "Cal. App. 5th"}, {"Cal.Rptr.3d", "Cal. Rptr. 3d"},
		{"N.Y.2d", "N.Y.2d"}, {"N.Y.3d", "N.Y.3d"}, {"A.D.3d", "A.D.3d"}, {"Misc. 3d", "Misc. 3d"},
		{"Ill. 2d", "Ill. 2d"}, {"Mass.", "Mass."}, {"Pa.", "Pa."}, {"N.J.", "N.J."}, {"Wash. 2d", "Wash. 2d"},
		{"Wn.2d", "Wash. 2d"}, {"Tex.", "Tex."}, {"Ohio St. 3d", "Ohio St. 3d"}, {"WL", "WL"},
		{"U.S. Dist. LEXIS", "U.S. Dist. LEXIS"}, {"NY2d", "N.Y.2d"}, {"F Supp 2d", "F. Supp. 2d"},
	}
	for _, tt := range tests {
		got, ok := r.Canonical(tt.written)
		if !ok || got != tt.want {
			t.Errorf("Canonical(%q) = %q, %v; want %q", tt.written, got, ok, tt.want)
		}
	}
	for _, unknown := range []string{"Fake Rptr.", "U.S.C.", ""} {
		if got, ok := r.Canonical(unknown); ok {
			t.Errorf("Canonical(%q) = %q, want unknown", unknown, got)
		}
	}
}

func TestLoadReportersDBErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "reporters.json")
	if err := os.WriteFile(bad, []byte("{\n  \"U.S.\": [\n    {\"editions\": 3}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{bad, filepath.Join(dir, "missing.json")} {
		_, err := LoadReportersDB(path)
		var ie *InputError
		if !errors.As(err, &ie) || ie.ExitCode() != 2 || ie.File != path {
			t.Errorf("LoadReportersDB(%s) = %v, want an InputError naming the file", path, err)
		}
	}
	if _, err := LoadReportersDB(bad); err == nil || !strings.Contains(err.Error(), "reporters.json:") {
		t.Errorf("error %v does not name the file and line", err)
	}
}

func TestNewExtractorRejectsEmptyPattern(t *testing.T) {
	if _, err := NewExtractor(Options{IDPattern: regexpMust(`x*`)}); err == nil {
		t.Error("an ID pattern matching the empty string was accepted")
	}
}

func regexpMust(p string) *regexp.Regexp { return regexp.MustCompile(p) }
