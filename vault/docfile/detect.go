package docfile

import (
	"bytes"
	"errors"
	"unicode/utf8"
)

// Detect names data's format from its content: the PDF header, a zip
// archive holding word/document.xml, an HTML document start, else UTF-8
// text (Markdown when it has Markdown headings). A binary file that is
// none of these is an error.
func Detect(data []byte) (Format, error) {
	head := data[:min(len(data), 1024)]
	switch {
	case bytes.Contains(head, []byte("%PDF-")):
		return PDF, nil
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		if bytes.Contains(data, []byte("word/document.xml")) {
			return DOCX, nil
		}
		return "", errors.New("a zip archive that is not a Word document (no word/document.xml)")
	}
	body := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(body) {
		return "", errors.New("not a PDF, DOCX, HTML or UTF-8 text file")
	}
	if looksHTML(body) {
		return HTML, nil
	}
	if looksMarkdown(body) {
		return Markdown, nil
	}
	return Text, nil
}

// looksHTML reports whether text starts (after white space and comments)
// with a doctype or an <html>, <head> or <body> tag.
func looksHTML(b []byte) bool {
	b = bytes.TrimLeft(b, " \t\r\n")
	lower := bytes.ToLower(b[:min(len(b), 512)])
	for _, p := range [][]byte{[]byte("<!doctype html"), []byte("<html"), []byte("<head"), []byte("<body"), []byte("<?xml")} {
		if bytes.HasPrefix(lower, p) {
			return !bytes.HasPrefix(lower, []byte("<?xml")) || bytes.Contains(lower, []byte("<html"))
		}
	}
	return false
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
