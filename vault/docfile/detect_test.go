package docfile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDetect names formats by content, never by name.
func TestDetect(t *testing.T) {
	pdf, err := os.ReadFile(filepath.Join("testdata", "contract.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		data []byte
		want Format
		bad  bool
	}{
		{"LibreOffice PDF", pdf, PDF, false},
		{"PDF after a prefix", append([]byte("From: scanner@example.com\r\n\r\n"), pdf...), PDF, false},
		{"text mentioning a PDF header", []byte("Every PDF begins %PDF-1.7, then objects.\n"), Text, false},
		{"docx", []byte("PK\x03\x04....[Content_Types].xml....word/document.xml...."), DOCX, false},
		{"other zip", []byte("PK\x03\x04....xl/workbook.xml"), "", true},
		{"html document", []byte("<!DOCTYPE html>\n<html><body><p>x</p></body></html>"), HTML, false},
		{"html after a comment", []byte("<!-- saved from url=(0042)https://example.com -->\n<html><body>x</body></html>"), HTML, false},
		{"CourtListener fragment", []byte(`<pre class="inline">      </pre><p>Opinion text</p>`), HTML, false},
		{"div fragment", []byte("<div><p>Opinion</p></div>"), HTML, false},
		{"star-paged fragment opening with a span", []byte(`<span class="star-pagination">*224</span> The court held.<p>More.</p>`), HTML, false},
		{"fragment opening with a blockquote", []byte("<blockquote>The clause binds.</blockquote>\n<p>Next.</p>"), HTML, false},
		{"fragment opening with bold", []byte("<b>OPINION</b>\n<p>The clause binds.</p>"), HTML, false},
		{"fragment opening with its charset", []byte("<meta charset=\"utf-8\">\n<p>The clause binds.</p>"), HTML, false},
		{"fragment opening with a font tag", []byte("<FONT SIZE=2>The clause binds.</FONT>"), HTML, false},
		{"text opening with a tag-like word and no closing tag", []byte("<b> is how bold was marked in old word processors.\n"), Text, false},
		{"text opening with an unknown tag", []byte("<party> means Acme Corp.</party>\n"), Text, false},
		{"Markdown opening with an anchor stays Markdown", []byte("<a name=\"top\"></a>\n\n# Memo\n\nThe clause binds.\n"), Markdown, false},
		{"text opening with a comparison", []byte("<5% of claims settle.\n"), Text, false},
		{"xhtml", []byte(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>`), HTML, false},
		{"plain XML", []byte(`<?xml version="1.0"?><note>x</note>`), Text, false},
		{"markdown", []byte("Intro\n\n## § 12.1 Assignment\n\nNeither party may assign.\n"), Markdown, false},
		{"text", []byte("§ 12.1 Neither party may assign.\n"), Text, false},
		{"text with a BOM", []byte("\xef\xbb\xbfplain"), Text, false},
		{"binary", []byte{0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10}, "", true},
	} {
		got, err := Detect(tt.data)
		if (err != nil) != tt.bad || got != tt.want {
			t.Errorf("%s: Detect = %q, %v; want %q (error %v)", tt.name, got, err, tt.want, tt.bad)
		}
	}
}
