package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// supplyTruth is testdata/supply-agreement.truth.json.
type supplyTruth struct {
	Pages []struct {
		Label     string   `json:"label"`
		Furniture []string `json:"furniture"`
		Says      []string `json:"says"`
	} `json:"pages"`
	NotText  []string          `json:"not_text"`
	Untagged map[string]string `json:"untagged"`
	DOCX     []string          `json:"docx"`
}

// TestSupplyAgreement reads the contract LibreOffice 7.4 exports from
// testdata/supply-agreement.fodt (make-supply-agreement.sh) as a plain
// PDF, a tagged PDF, a PDF/A-2b file and a DOCX, and checks each
// against what a reader of it sees: every sentence, heading and table
// row whole and in order on its page (roman front matter, arabic body
// pages, the header and page-number footer kept aside), the comment and
// the tracked deletion nowhere. The tagged and PDF/A files mark the
// soft hyphens their hyphenator added, so a compound broken at its own
// hyphen keeps it ("out-of-pocket"); the plain PDF cannot tell
// (truth "untagged"). The price table rules its rows, so its row whose
// first cell wraps reads cell by cell.
func TestSupplyAgreement(t *testing.T) {
	tr := readSupplyTruth(t, "supply-agreement.truth.json")
	checkPDFSays(t, tr, map[string]bool{"supply-agreement.libreoffice.pdf": false, "supply-agreement.tagged.pdf": true, "supply-agreement.pdfa.pdf": true})
	t.Run("supply-agreement.libreoffice.docx", func(t *testing.T) {
		d := readFixture(t, "supply-agreement.libreoffice.docx", DOCX)
		checkSays(t, "docx", d.Text, tr.DOCX, tr.NotText)
	})
}

// TestLibreOfficeOpinion reads the court opinion LibreOffice 7.4
// exports from testdata/opinion-excerpt.fodt (make-opinion-excerpt.sh),
// plain and tagged: a caption across the page, a two-column section
// running over two pages between it and a full-width closing paragraph,
// footnote calls raised in either column (a call in the right column is
// drawn on the left column's baseline), footnotes across the foot.
func TestLibreOfficeOpinion(t *testing.T) {
	checkPDFSays(t, readSupplyTruth(t, "opinion-excerpt.truth.json"), map[string]bool{"opinion-excerpt.libreoffice.pdf": false, "opinion-excerpt.tagged.pdf": true})
}

// readSupplyTruth reads a truth file of supplyTruth's form.
func readSupplyTruth(t *testing.T, name string) supplyTruth {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var tr supplyTruth
	if err := json.Unmarshal(raw, &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

// checkPDFSays checks each PDF file (tagged: it marks its soft hyphens)
// against the truth page by page: label, furniture, and what each page
// says, whole and in order.
func checkPDFSays(t *testing.T, tr supplyTruth, files map[string]bool) {
	t.Helper()
	for file, tagged := range files {
		t.Run(file, func(t *testing.T) {
			d := readFixture(t, file, PDF)
			if len(d.Pages) != len(tr.Pages) {
				t.Fatalf("%d pages, want %d", len(d.Pages), len(tr.Pages))
			}
			for i, want := range tr.Pages {
				got := d.Pages[i]
				if got.Label != want.Label {
					t.Errorf("page %d: label %q, want %q", i+1, got.Label, want.Label)
				}
				if !slices.Equal(got.Furniture, want.Furniture) && !(len(got.Furniture) == 0 && len(want.Furniture) == 0) {
					t.Errorf("page %d: furniture %q, want %q", i+1, got.Furniture, want.Furniture)
				}
				says := want.Says
				if !tagged {
					says = untaggedSays(says, tr.Untagged)
				}
				checkSays(t, "page "+want.Label, got.Text, says, tr.NotText)
			}
		})
	}
}

// readFixture reads testdata/name, which must be of format f.
func readFixture(t *testing.T, name string, f Format) *Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Format != f {
		t.Fatalf("format %q, want %q", d.Format, f)
	}
	return d
}

// untaggedSays rewrites each sentence as a PDF that does not mark its
// soft hyphens reads it.
func untaggedSays(says []string, as map[string]string) []string {
	out := make([]string, len(says))
	for i, s := range says {
		for from, to := range as {
			s = strings.ReplaceAll(s, from, to)
		}
		out[i] = s
	}
	return out
}

// checkSays checks that text holds each of says whole, in order (white
// space aside), and none of notText.
func checkSays(t *testing.T, where, text string, says, notText []string) {
	t.Helper()
	flat := strings.Join(strings.Fields(text), " ")
	at := 0
	for _, s := range says {
		s = strings.Join(strings.Fields(s), " ")
		k := strings.Index(flat[at:], s)
		if k < 0 {
			if strings.Contains(flat, s) {
				t.Errorf("%s: %q read out of order", where, s)
			} else {
				t.Errorf("%s: %q not read whole; text:\n%s", where, s, text)
			}
			continue
		}
		at += k + len(s)
	}
	for _, s := range notText {
		if strings.Contains(flat, s) {
			t.Errorf("%s: %q read, but no reader sees it", where, s)
		}
	}
}
