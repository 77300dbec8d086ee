package docfile

import (
	"errors"
	"fmt"
	"time"
)

// Format is a document file format, detected from content.
type Format string

// The formats a Vault document file may have.
const (
	PDF      Format = "pdf"
	DOCX     Format = "docx"
	HTML     Format = "html"
	Markdown Format = "markdown"
	Text     Format = "text"
)

// Limits bound the work one file may cost. Zero fields take the defaults
// of DefaultLimits.
type Limits struct {
	// MaxBytes bounds the decompressed bytes a reader may produce or
	// inflate (PDF streams, DOCX zip members), summed over the file.
	MaxBytes int64
	// MaxPages bounds a paged format's page count.
	MaxPages int
	// Timeout bounds the wall time spent reading one file. Readers check
	// it between units of work (a PDF page, a stream), so one unit may
	// run past it by the time that unit takes.
	Timeout time.Duration
	// MaxObjects bounds the objects a file may declare (PDF objects and
	// cross-reference entries, DOCX zip members), so a forged count
	// cannot make a reader allocate without bound.
	MaxObjects int
}

// DefaultLimits are the bounds FORMATS.md documents for vault build.
var DefaultLimits = Limits{MaxBytes: 256 << 20, MaxPages: 5000, Timeout: 60 * time.Second, MaxObjects: 1_000_000}

// WithDefaults fills zero fields from DefaultLimits.
func (l Limits) WithDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultLimits.MaxBytes
	}
	if l.MaxPages <= 0 {
		l.MaxPages = DefaultLimits.MaxPages
	}
	if l.Timeout <= 0 {
		l.Timeout = DefaultLimits.Timeout
	}
	if l.MaxObjects <= 0 {
		l.MaxObjects = DefaultLimits.MaxObjects
	}
	return l
}

// Page is one physical page of a paged document.
type Page struct {
	// Label is the page's name: its PDF page label when the file has
	// labels, else its 1-based position ("1", "2", ...). The loader
	// renumbers from first_page when documents.jsonl gives one.
	Label string
	// Text is the page's body text in reading order, without running
	// headers, footers and the page-number line.
	Text string
	// Furniture holds the running header, footer and page-number lines
	// kept out of Text, so nothing read is lost.
	Furniture []string
}

// Document is a file read into text.
type Document struct {
	Format Format
	// Text is the document text with citecheck's locator markup, for a
	// format without pages (DOCX, HTML, Markdown, plain text). HTML star
	// pagination becomes "[*N]" page-marker lines in Text.
	Text string
	// Pages holds a paged format's pages (PDF), in file order; Text is
	// empty then.
	Pages []Page
	// Labelled reports whether page labels came from the file itself
	// (PDF page labels) rather than from position.
	Labelled bool
}

// ErrLimit is wrapped by every error that reports a passed limit.
var ErrLimit = errors.New("limit exceeded")

// LimitError is a passed limit. Limit names the Limits field passed
// ("MaxPages", "MaxBytes", "MaxObjects", "Timeout"), or is empty for a
// reader's fixed bound (glyphs or drawing operators on one PDF page), so
// a caller can say which setting to raise without reading the message.
type LimitError struct {
	Limit string
	Msg   string
}

func (e *LimitError) Error() string { return ErrLimit.Error() + ": " + e.Msg }

// Is makes every LimitError match ErrLimit.
func (e *LimitError) Is(target error) bool { return target == ErrLimit }

// limitError names a passed bound that no Limits field sets.
func limitError(format string, args ...any) error {
	return &LimitError{Msg: fmt.Sprintf(format, args...)}
}

// limitErrorOf names the Limits field passed.
func limitErrorOf(limit, format string, args ...any) error {
	return &LimitError{Limit: limit, Msg: fmt.Sprintf(format, args...)}
}

// Read detects data's format and reads it with that format's reader.
func Read(data []byte, lim Limits) (*Document, error) {
	lim = lim.WithDefaults()
	if int64(len(data)) > lim.MaxBytes {
		return nil, limitErrorOf("MaxBytes", "file is %d bytes, more than the %d-byte limit", len(data), lim.MaxBytes)
	}
	f, text, err := detect(data, lim.MaxBytes)
	if err != nil {
		return nil, err
	}
	if text != nil {
		data = text
	}
	var d *Document
	switch f {
	case PDF:
		d, err = readPDF(data, lim)
	case DOCX:
		d, err = readDOCX(data, lim)
	case HTML:
		d, err = readHTML(data, lim)
	default:
		d, err = readPlain(data, f)
	}
	if err != nil {
		return nil, err
	}
	d.Format = f
	return d, nil
}
