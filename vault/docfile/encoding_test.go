package docfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16File is s as a UTF-16 file with a byte-order mark, as Windows
// Notepad saves "Unicode" text.
func utf16File(s string, bigEndian bool) []byte {
	out := []byte{0xff, 0xfe}
	if bigEndian {
		out = []byte{0xfe, 0xff}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// TestLegacyEncodings: a file in the encoding its tool wrote reads as the
// text a browser or editor shows; one no one could decode is refused
// saying where.
func TestLegacyEncodings(t *testing.T) {
	tests := []struct {
		name   string
		data   []byte
		format Format
		want   []string // substrings of the text read
		err    string   // else the error
	}{
		{"windows-1252 page declared by meta charset",
			[]byte("<html><head><meta charset=\"windows-1252\"><title>T</title></head><body><h1>Opinion</h1><p>Under \xa7 12.1 the clause is \x93enforceable\x94 \x96 as written.</p></body></html>"),
			HTML, []string{"# Opinion", "Under § 12.1 the clause is “enforceable” – as written."}, ""},
		{"ISO-8859-1 page declared by http-equiv",
			[]byte("<!DOCTYPE html><html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\"></head><body><p>Caf\xe9 \xa7 3 \xb6 4</p></body></html>"),
			HTML, []string{"Café § 3 ¶ 4"}, ""},
		{"undeclared non-UTF-8 page read as browsers do (windows-1252)",
			[]byte("<html><body><p>See \xa7 1404(a).</p></body></html>"),
			HTML, []string{"See § 1404(a)."}, ""},
		{"UTF-8 page declaring windows-1252 stays UTF-8",
			[]byte("<html><head><meta charset=\"windows-1252\"></head><body><p>See § 2.</p></body></html>"),
			HTML, []string{"See § 2."}, ""},
		{"page declaring UTF-8 that is not",
			[]byte("<html><head><meta charset=\"utf-8\"></head><body><p>See \xa7 2.</p></body></html>"),
			"", nil, "byte 0xA7 at offset 54, line 1, is not UTF-8"},
		{"UTF-16LE text with a byte-order mark",
			utf16File("Section 4. Term. The term is five years.\r\n\r\n§ 4.1 Renewal is automatic.\r\n", false),
			Text, []string{"Section 4. Term. The term is five years.\n\n§ 4.1 Renewal is automatic."}, ""},
		{"UTF-16BE Markdown with a byte-order mark",
			utf16File("# Terms\n\n¶ 1 The fee is due.\n", true),
			Markdown, []string{"# Terms\n\n¶ 1 The fee is due."}, ""},
		{"UTF-16 HTML page",
			utf16File("<html><body><h2>Venue</h2><p>Suit lies in Delaware.</p></body></html>", false),
			HTML, []string{"## Venue", "Suit lies in Delaware."}, ""},
		{"UTF-16 of an odd number of bytes",
			append(utf16File("Term", false), 'x'),
			"", nil, "odd number of bytes (11)"},
		{"UTF-16 with a broken surrogate pair",
			[]byte{0xff, 0xfe, 'A', 0, 0x00, 0xd8, 'B', 0},
			"", nil, "broken surrogate pair at character 1"},
		{"windows-1252 plain text is refused naming the byte",
			[]byte("Line one.\nUnder \xa7 12.1 the clause binds.\n"),
			"", nil, "byte 0xA7 at offset 16, line 2, is not UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Read(tt.data, Limits{})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				if _, derr := Detect(tt.data); derr == nil && !strings.Contains(tt.name, "declaring UTF-8") {
					t.Errorf("Detect accepted what Read refuses")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Format != tt.format {
				t.Errorf("format = %s, want %s", d.Format, tt.format)
			}
			for _, w := range tt.want {
				if !strings.Contains(d.Text, w) {
					t.Errorf("text %q lacks %q", d.Text, w)
				}
			}
			if strings.ContainsRune(d.Text, '\uFFFD') || strings.Contains(d.Text, "\r") {
				t.Errorf("text %q holds a replacement character or a CR", d.Text)
			}
		})
	}
}

// TestLegacyEncodingFiles: files iconv wrote (testdata/make-encodings.sh)
// read as the UTF-8 text they were converted from, star page and
// sections included.
func TestLegacyEncodingFiles(t *testing.T) {
	tests := []struct {
		file   string
		format Format
		want   []string
	}{
		{"opinion-windows-1252.html", HTML, []string{
			"## II. DISCUSSION",
			"“any dispute shall be resolved exclusively in the courts of London” — a mandatory clause.",
			"[*12]\n\nUnder § 1404(a), the clause is given controlling weight; ¶ 3 of the agreement says so."}},
		{"notes-utf16.txt", Text, []string{
			"Section 4. Term. The term is five years.\n\n§ 4.1 Either party may renew it for “one further year”.\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if d.Format != tt.format {
				t.Errorf("format = %s, want %s", d.Format, tt.format)
			}
			for _, w := range tt.want {
				if !strings.Contains(d.Text, w) {
					t.Errorf("text %q lacks %q", d.Text, w)
				}
			}
		})
	}
}

// TestLegacyEncodingLimit: decoding a file to UTF-8 may not pass
// --max-file-bytes (a UTF-16 or windows-1252 file grows by half or
// threefold); it is refused before decoding, naming the limit.
func TestLegacyEncodingLimit(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"UTF-16", utf16File(strings.Repeat("§ 1 Term. ", 200), false)},
		{"windows-1252 HTML", []byte("<html><body><p>" + strings.Repeat("\x93\xa7\x94", 400) + "</p></body></html>")},
	} {
		t.Run(c.name, func(t *testing.T) {
			lim := Limits{MaxBytes: int64(len(c.data)) + 100}
			_, err := Read(c.data, lim)
			var le *LimitError
			if !errors.As(err, &le) || le.Limit != "MaxBytes" || !strings.Contains(err.Error(), "decoded to UTF-8") {
				t.Fatalf("err = %v, want a MaxBytes limit error", err)
			}
			if _, err := Read(c.data, Limits{}); err != nil {
				t.Errorf("within the default limit: %v", err)
			}
		})
	}
}

// TestOtherOfficeFormats: a team's RTF (Westlaw's export), OpenDocument
// and Word 97 files, as LibreOffice writes them
// (testdata/make-hidden-colour-libreoffice.sh), are refused naming the
// format and how to convert it; RTF is never read as text full of
// control words.
func TestOtherOfficeFormats(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"hidden-colour.libreoffice.rtf", "an RTF document"},
		{"hidden-colour.libreoffice.odt", "an OpenDocument text (.odt)"},
		{"hidden-colour.libreoffice.doc", "a Word 97-2003 .doc"},
	} {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Read(data, Limits{})
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "DOCX") {
				t.Errorf("err = %v, want %q and how to convert it", err, c.want)
			}
		})
	}
	// RTF after a byte-order mark or blank lines is RTF
	if _, err := Read([]byte("\xef\xbb\xbf\r\n{\\rtf1\\ansi Hello}"), Limits{}); err == nil || !strings.Contains(err.Error(), "RTF") {
		t.Errorf("err = %v, want RTF refused", err)
	}
	// text that mentions RTF is text
	if _, err := Read([]byte("The exhibit was produced as {\\rtf1 ...} markup.\n"), Limits{}); err != nil {
		t.Errorf("text mentioning RTF refused: %v", err)
	}
}
