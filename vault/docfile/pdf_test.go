package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// truth is a *.truth.json file: the ground truth make.sh wrote beside
// each test PDF.
type truth struct {
	Pages []struct {
		Label     string   `json:"label"`
		Text      string   `json:"text"`
		Furniture []string `json:"furniture"`
	} `json:"pages"`
}

func readTruth(t testing.TB, name string) truth {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name+".truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tr truth
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

func readTestPDF(t testing.TB, name string, lim Limits) (*Document, error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name+".pdf"))
	if err != nil {
		t.Fatal(err)
	}
	return Read(data, lim)
}

// TestPDFGroundTruth reads every generated PDF and compares each page
// with its ground truth: the label, the body words in reading order
// (two columns read column by column, hyphenated words joined,
// ligatures folded) and the furniture lines kept aside.
func TestPDFGroundTruth(t *testing.T) {
	for _, tc := range []struct {
		name     string
		labelled bool
	}{
		{"opinion", false},
		{"opinion-rows", false},
		{"contract", false},
		{"contract-cairo", false},
		{"opinion-cairo", false},
		{"labelled", true},
		{"bench", false},
		{"printed-pages", true}, // no /PageLabels: named by the numbers the pages print
		{"pleading", false},     // line numbers 1-28 in the margin are furniture
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := readTestPDF(t, tc.name, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			tr := readTruth(t, tc.name)
			if d.Format != PDF || d.Text != "" {
				t.Fatalf("format %q, text %d bytes: want a paged PDF", d.Format, len(d.Text))
			}
			if d.Labelled != tc.labelled {
				t.Errorf("Labelled = %v, want %v", d.Labelled, tc.labelled)
			}
			if len(d.Pages) != len(tr.Pages) {
				t.Fatalf("%d pages, want %d", len(d.Pages), len(tr.Pages))
			}
			for i, want := range tr.Pages {
				got := d.Pages[i]
				if got.Label != want.Label {
					t.Errorf("page %d: label %q, want %q", i+1, got.Label, want.Label)
				}
				if g, w := strings.Fields(got.Text), strings.Fields(want.Text); !slices.Equal(g, w) {
					t.Errorf("page %d text:\n got %q\nwant %q", i+1, got.Text, want.Text)
				}
				if !slices.Equal(got.Furniture, want.Furniture) {
					t.Errorf("page %d furniture %q, want %q", i+1, got.Furniture, want.Furniture)
				}
			}
		})
	}
}

// checkUnlabelledPDF reads the test PDF name (testdata/NAME.pdf) and
// checks it against its truth page by page: an unlabelled PDF with the
// truth's page labels, paragraphs and furniture.
func checkUnlabelledPDF(t *testing.T, name string, tr truth) {
	t.Helper()
	d, err := readTestPDF(t, name, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Format != PDF || d.Labelled {
		t.Fatalf("format %q labelled %v: want an unlabelled PDF", d.Format, d.Labelled)
	}
	if len(d.Pages) != len(tr.Pages) {
		t.Fatalf("%d pages, want %d", len(d.Pages), len(tr.Pages))
	}
	for i, want := range tr.Pages {
		got := d.Pages[i]
		if got.Label != want.Label {
			t.Errorf("page %d: label %q, want %q", i+1, got.Label, want.Label)
		}
		if !sameParagraphs(got.Text, want.Text) {
			t.Errorf("page %d text:\n got %q\nwant %q", i+1, got.Text, want.Text)
		}
		if !slices.Equal(got.Furniture, want.Furniture) {
			t.Errorf("page %d furniture %q, want %q", i+1, got.Furniture, want.Furniture)
		}
	}
}
