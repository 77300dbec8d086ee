package docfile

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding/unicode"
)

// Text files and web pages are not always UTF-8: Windows writes "Unicode"
// text as UTF-16 with a byte-order mark, and court and agency sites still
// publish opinions in windows-1252 or ISO-8859-1, declared in a <meta
// charset>. Read as UTF-8, such a file lost its § and its curly quotes
// (or was refused), so a quotation of it could never match. utf8Text
// turns what a browser or an editor would show into UTF-8 before the
// format's reader sees it; what no one could decode is bad input saying
// where, never bytes silently dropped.

// utf8Text returns data, which is not a PDF or a zip archive, as UTF-8:
// unchanged when it is UTF-8 already; decoded when it starts with a
// UTF-16 byte-order mark; decoded as the page declares (or, undeclared,
// as browsers do) when it is an HTML page that is not UTF-8. Anything
// else that is not UTF-8 is an error naming the first byte that is not.
func utf8Text(data []byte, maxBytes int64) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		// each UTF-16 unit (2 bytes) becomes at most 3 bytes of UTF-8
		if n := int64(len(data)/2) * 3; n > maxBytes {
			return nil, limitErrorOf("MaxBytes", "the UTF-16 file would be up to %d bytes decoded to UTF-8, more than the %d-byte limit", n, maxBytes)
		}
		return utf16Text(data)
	case utf8.Valid(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))):
		return data, nil
	}
	if looksHTML(data) {
		// a legacy byte of 0x80 or more becomes at most 3 bytes of UTF-8
		n := int64(len(data))
		for _, c := range data {
			if c >= 0x80 {
				n += 2
			}
		}
		if n > maxBytes {
			return nil, limitErrorOf("MaxBytes", "the HTML page would be up to %d bytes decoded to UTF-8, more than the %d-byte limit", n, maxBytes)
		}
		enc, name, _ := charset.DetermineEncoding(data, "")
		if enc == nil || name == "utf-8" {
			return nil, fmt.Errorf("the HTML page is not valid UTF-8 (%s), though it declares UTF-8 or reads as UTF-8 before that byte: save it as UTF-8, or declare the encoding it is in (<meta charset=\"windows-1252\">)", firstNonUTF8(data))
		}
		out, err := enc.NewDecoder().Bytes(data)
		if err != nil {
			return nil, fmt.Errorf("the HTML page cannot be decoded as %s, the character set it declares: %v", name, err)
		}
		return out, nil
	}
	return nil, fmt.Errorf("not a PDF, DOCX, HTML or UTF-8 text file (%s): save a text file as UTF-8 (a Windows \"ANSI\" file is windows-1252)", firstNonUTF8(data))
}

// utf16Text decodes text that starts with a UTF-16 byte-order mark.
func utf16Text(data []byte) ([]byte, error) {
	if len(data)%2 != 0 {
		return nil, fmt.Errorf("a UTF-16 text file (it starts with a byte-order mark) of an odd number of bytes (%d): the file is truncated or not UTF-16", len(data))
	}
	out, err := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder().Bytes(data)
	if err != nil {
		return nil, fmt.Errorf("a UTF-16 text file (it starts with a byte-order mark) that cannot be decoded: %v", err)
	}
	if bytes.ContainsRune(out, utf8.RuneError) {
		return nil, fmt.Errorf("a UTF-16 text file (it starts with a byte-order mark) holding a broken surrogate pair at character %d: the file is damaged", utf8.RuneCount(out[:bytes.IndexRune(out, utf8.RuneError)]))
	}
	return out, nil
}

// firstNonUTF8 says where data stops being UTF-8: the byte, its offset
// and its line.
func firstNonUTF8(data []byte) string {
	body := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	skip := len(data) - len(body)
	for i := 0; i < len(body); {
		r, n := utf8.DecodeRune(body[i:])
		if r == utf8.RuneError && n <= 1 {
			return fmt.Sprintf("byte 0x%02X at offset %d, line %d, is not UTF-8", body[i], skip+i, bytes.Count(body[:i], []byte("\n"))+1)
		}
		i += n
	}
	return "it is UTF-8"
}
