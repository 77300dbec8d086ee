package docfile

import (
	"bytes"
	"errors"
	"math"
)

// Detect names data's format from its content: the PDF header, a zip
// archive holding word/document.xml, an HTML document start, else UTF-8
// text (Markdown when it has Markdown headings); UTF-16 text and HTML in
// a declared legacy character set are told from their decoded text
// (utf8Text). A binary file that is none of these is an error.
func Detect(data []byte) (Format, error) {
	f, _, err := detect(data, math.MaxInt64)
	return f, err
}

// detect is Detect, also returning a text format's content as UTF-8
// (nil for PDF and DOCX); decoding that would pass maxBytes is a limit
// error, checked before decoding.
func detect(data []byte, maxBytes int64) (Format, []byte, error) {
	switch {
	case looksPDF(data):
		return PDF, nil, nil
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		if bytes.Contains(data, []byte("word/document.xml")) {
			return DOCX, nil, nil
		}
		return "", nil, errors.New(zipKind(data))
	case bytes.HasPrefix(data, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")):
		return "", nil, errors.New("an Office binary (OLE) file, such as a Word 97-2003 .doc: citecheck reads PDF, DOCX, HTML, Markdown and plain text; save it as DOCX (in Word, or soffice --headless --convert-to docx FILE)")
	case bytes.HasPrefix(bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n"), []byte(`{\rtf`)):
		// RTF is ASCII: read as text, its control words would be the
		// document's words and its own words lost among them.
		return "", nil, errors.New("an RTF document (Westlaw and Word export RTF): citecheck reads PDF, DOCX, HTML, Markdown and plain text; save it as DOCX (in Word, or soffice --headless --convert-to docx FILE)")
	}
	text, err := utf8Text(data, maxBytes)
	if err != nil {
		return "", nil, err
	}
	body := bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
	if looksHTML(body) {
		return HTML, text, nil
	}
	if looksMarkdown(body) {
		return Markdown, text, nil
	}
	if looksHTMLFragment(body) {
		return HTML, text, nil
	}
	return Text, text, nil
}

// looksPDF reports whether data is a PDF: it starts with the "%PDF-"
// header (after white space), or carries it within its first 1024 bytes
// (as PDF readers accept, after a mail or print-spool prefix) and ends
// with "%%EOF", so a text that merely mentions a PDF header is text.
func looksPDF(data []byte) bool {
	head := data[:min(len(data), 1024)]
	if bytes.HasPrefix(bytes.TrimLeft(head, " \t\r\n\x00"), []byte("%PDF-")) {
		return true
	}
	tail := data[max(0, len(data)-1024):]
	return bytes.Contains(head, []byte("%PDF-")) && bytes.Contains(tail, []byte("%%EOF"))
}

// htmlStarts are the tags an HTML file may start with: a whole document
// (doctype, html, head, body) or a fragment as court sites and
// CourtListener publish opinions (a div, a pre, a paragraph...).
var htmlStarts = [][]byte{
	[]byte("<!doctype html"), []byte("<html"), []byte("<head"), []byte("<body"),
	[]byte("<div"), []byte("<pre"), []byte("<p>"), []byte("<p "), []byte("<article"), []byte("<section"),
	[]byte("<main"), []byte("<table"), []byte("<center"), []byte("<h1"), []byte("<h2"), []byte("<h3"),
}

// looksHTML reports whether text starts, after white space and HTML
// comments, with a doctype, a document tag or a fragment's block tag
// (a fragment must also close a tag somewhere), or is XHTML (<?xml with
// an <html> element).
func looksHTML(b []byte) bool {
	for {
		b = bytes.TrimLeft(b, " \t\r\n")
		if !bytes.HasPrefix(b, []byte("<!--")) {
			break
		}
		end := bytes.Index(b, []byte("-->"))
		if end < 0 {
			return false
		}
		b = b[end+3:]
	}
	lower := bytes.ToLower(b[:min(len(b), 512)])
	if bytes.HasPrefix(lower, []byte("<?xml")) {
		return bytes.Contains(lower, []byte("<html"))
	}
	for i, p := range htmlStarts {
		if bytes.HasPrefix(lower, p) {
			return i < 4 || bytes.Contains(b, []byte("</"))
		}
	}
	return false
}

// looksHTMLFragment reports whether text that is neither an HTML
// document nor Markdown opens with another HTML element and closes a
// tag: an opinion body cut from a page (<span class="star-pagination">,
// <blockquote>, <b>, <font>, <meta charset>), which read as text would
// keep its tags as words and lose its star pages. Markdown that opens
// with an anchor or an image stays Markdown (its headings are checked
// first).
func looksHTMLFragment(b []byte) bool {
	b = bytes.TrimLeft(b, " \t\r\n")
	return htmlElement[openingTag(bytes.ToLower(b[:min(len(b), 64)]))] && bytes.Contains(b, []byte("</"))
}

// openingTag is the element name of the tag text starts with, "" when it
// starts with none.
func openingTag(lower []byte) string {
	if len(lower) < 2 || lower[0] != '<' {
		return ""
	}
	n := 1
	for n < len(lower) && (lower[n] >= 'a' && lower[n] <= 'z' || n > 1 && lower[n] >= '0' && lower[n] <= '9') {
		n++
	}
	if n == 1 || n == len(lower) || (lower[n] != '>' && lower[n] != ' ' && lower[n] != '/' && lower[n] != '\t' && lower[n] != '\n' && lower[n] != '\r') {
		return ""
	}
	return string(lower[1:n])
}

// htmlElement are the elements a fragment of a published document may
// open with, besides htmlStarts.
var htmlElement = map[string]bool{
	"span": true, "blockquote": true, "b": true, "i": true, "u": true, "em": true, "strong": true,
	"font": true, "meta": true, "a": true, "br": true, "hr": true, "h4": true, "h5": true, "h6": true,
	"ol": true, "ul": true, "li": true, "dl": true, "style": true, "script": true, "link": true,
	"title": true, "sup": true, "small": true, "big": true, "tt": true, "address": true, "aside": true,
	"header": true, "footer": true, "nav": true, "figure": true, "form": true, "img": true, "base": true,
}

// looksMarkdown reports whether some line is an ATX heading.
func looksMarkdown(b []byte) bool {
	for line := range bytes.Lines(b) {
		t := bytes.TrimLeft(line, " ")
		n := 0
		for n < len(t) && n < 7 && t[n] == '#' {
			n++
		}
		if n >= 1 && n <= 6 && n < len(t) && (t[n] == ' ' || t[n] == '\t') {
			return true
		}
	}
	return false
}

// zipKind says which zip archive a file that is no Word document is, so
// the message says what to do with it.
func zipKind(data []byte) string {
	head := data[:min(len(data), 4096)]
	switch {
	case bytes.Contains(head, []byte("application/vnd.oasis.opendocument.text")):
		return "an OpenDocument text (.odt), not a Word document: save it as DOCX (in LibreOffice, or soffice --headless --convert-to docx FILE)"
	case bytes.Contains(data, []byte("xl/workbook.xml")):
		return "an Excel workbook, not a document citecheck reads (PDF, DOCX, HTML, Markdown, plain text)"
	case bytes.Contains(data, []byte("ppt/presentation.xml")):
		return "a PowerPoint presentation, not a document citecheck reads: save it as PDF"
	}
	return "a zip archive that is not a Word document (no word/document.xml)"
}
