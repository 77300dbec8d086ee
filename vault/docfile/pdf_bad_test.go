package docfile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPDFBadInput: a file the reader cannot read whole is an error that
// says why, never partial text.
func TestPDFBadInput(t *testing.T) {
	contract, err := os.ReadFile(filepath.Join("testdata", "contract.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		data  func() []byte
		lim   Limits
		want  string
		limit bool
		field string // the Limits field a LimitError names
	}{
		{"scan", file(t, "scan.pdf"), Limits{}, "no text layer", false, ""},
		{"encrypted", file(t, "encrypted.pdf"), Limits{}, "encrypted", false, ""},
		{"truncated", func() []byte { return contract[:len(contract)/2] }, Limits{}, "damaged or truncated", false, ""},
		{"no trailer", func() []byte { return bytes.ReplaceAll(contract, []byte("startxref"), []byte("startxrex")) }, Limits{}, "damaged", false, ""},
		{"page limit", file(t, "bench.pdf"), Limits{MaxPages: 10}, "60 pages, more than the 10-page limit", true, "MaxPages"},
		{"size limit", file(t, "contract.pdf"), Limits{MaxBytes: 30_000}, "inflate to more than the 30000-byte limit", true, "MaxBytes"},
		{"object limit", file(t, "contract.pdf"), Limits{MaxObjects: 10}, "object limit", true, "MaxObjects"},
		{"time limit", file(t, "bench.pdf"), Limits{Timeout: time.Nanosecond}, "time limit", true, "Timeout"},
		{"forged page count", func() []byte {
			return minimalPDFCount([]byte("BT ET"), "", 1000000)
		}, Limits{}, "more than the 5000-page limit", true, "MaxPages"},
		{"forged object count", func() []byte {
			return bytes.Replace(contract, []byte("/Size "), []byte("/Size 999999999999 /Old "), 1)
		}, Limits{}, "more than the 1000000-object limit", true, "MaxObjects"},
		{"inflate bomb", bomb, Limits{MaxBytes: 1 << 20}, "inflate to more than the 1048576-byte limit", true, "MaxBytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read(tc.data(), tc.lim)
			if err == nil {
				t.Fatalf("read %d pages, want an error", len(d.Pages))
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to say %q", err, tc.want)
			}
			if errors.Is(err, ErrLimit) != tc.limit {
				t.Errorf("errors.Is(ErrLimit) = %v, want %v (%v)", !tc.limit, tc.limit, err)
			}
			var le *LimitError
			if tc.limit && (!errors.As(err, &le) || le.Limit != tc.field) {
				t.Errorf("limit error %#v, want one naming %s", le, tc.field)
			}
		})
	}
}

func file(t *testing.T, name string) func() []byte {
	return func() []byte {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
}

// bomb is a one-page PDF whose content stream inflates to 64 MiB of
// spaces from a few kilobytes.
func bomb() []byte {
	var z bytes.Buffer
	zw := newZlibWriter(&z)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for range 64 {
		zw.Write(chunk)
	}
	zw.Close()
	return minimalPDF(z.Bytes(), "/Filter /FlateDecode")
}

// minimalPDF is a one-page PDF with the given content stream, its
// cross-reference table computed.
func minimalPDF(content []byte, filter string) []byte { return minimalPDFCount(content, filter, 1) }

// minimalPDFCount is minimalPDF with the page tree declaring count pages.
func minimalPDFCount(content []byte, filter string, count int) []byte {
	return minimalPDFPage(content, filter, count, "")
}

// minimalPDFPage is minimalPDFCount with pageExtra added to the page
// dictionary ("/Rotate 90").
func minimalPDFPage(content []byte, filter string, count int, pageExtra string) []byte {
	p := newRawPDF("1.4")
	obj := p.obj
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj(fmt.Sprintf("<< /Type /Pages /Kids [3 0 R] /Count %d >>", count))
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] " + pageExtra + " /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>")
	p.stream(content, filter)
	return p.bytes()
}

// TestFootnoteCall: a raised footnote call is read on the line it marks,
// not as a line of its own before it. The call stands just after the
// sentence's full stop, which Helvetica's widths (pdf_std14.go) end at
// x 160.7.
func TestFootnoteCall(t *testing.T) {
	content := "BT /F1 12 Tf 72 700 Td (The rule applies.) Tj ET " +
		"BT /F1 7 Tf 161.5 705 Td (1) Tj ET " +
		"BT /F1 12 Tf 72 686 Td (Next line.) Tj ET"
	d, err := Read(minimalPDF([]byte(content), ""), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Pages[0].Text; got != "The rule applies.¹ Next line." {
		t.Errorf("text %q", got)
	}
}

// TestMinimalPDF: a hand-made PDF with the standard Helvetica font (no
// widths, no embedded font) reads.
func TestMinimalPDF(t *testing.T) {
	d, err := Read(minimalPDF([]byte("BT /F1 12 Tf 72 700 Td (Neither party may assign.) Tj ET"), ""), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Pages) != 1 || d.Pages[0].Text != "Neither party may assign." {
		t.Fatalf("pages %+v", d.Pages)
	}
}
