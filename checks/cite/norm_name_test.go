package cite

import (
	"os"
	"strings"
	"testing"
)

// TestPriorIndexNormName holds the buffered lower-casing of names to
// normName on edge names and on every case name the opinion yields,
// with the buffer filled past a chunk so names span two of them.
func TestPriorIndexNormName(t *testing.T) {
	names := []string{"", " ", "The Bremen", "the bremen,", "M/S BREMEN v. ZAPATA OFF-SHORE CO.,", "Straße", "İstanbul",
		"*Bremen*", "Roe  v.\nWade", "ÉCOLE", "K\u212a", strings.Repeat("Abc ", 700)}
	data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt"))
	if err != nil {
		t.Fatal(err)
	}
	e := mustExtractor(t, Options{})
	for _, c := range e.Extract(string(data)).Citations {
		names = append(names, c.Name, c.Plaintiff, c.Defendant)
	}
	ix := newPriorIndex()
	var got []string
	for r := 0; r < 30; r++ {
		for _, n := range names {
			got = append(got, ix.normName(n))
		}
	}
	for i, g := range got {
		if want := normName(names[i%len(names)]); g != want {
			t.Fatalf("normName(%q) = %q, want %q", names[i%len(names)], g, want)
		}
	}
}
