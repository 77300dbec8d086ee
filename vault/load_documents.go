package vault

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/citecheck/citecheck/vault/docfile"
)

// DocumentKinds are the values documents.jsonl "kind" may take.
var DocumentKinds = []string{"case", "statute", "treatise", "memo", "contract", "article", "other"}

// rawDocument is one documents.jsonl line as written. Pointers tell an
// absent field from an empty one (exactly one of text, pages, text_file).
type rawDocument struct {
	ID        *string  `json:"id"`
	Title     *string  `json:"title"`
	Filename  string   `json:"filename"`
	Kind      string   `json:"kind"`
	Citations []string `json:"citations"`
	Aliases   []string `json:"aliases"`
	Court     string   `json:"court"`
	Decided   string   `json:"decided"`
	Outcome   string   `json:"outcome"`
	Text      *string  `json:"text"`
	Pages     *[]Page  `json:"pages"`
	TextFile  *string  `json:"text_file"`
	File      *string  `json:"file"`
	// FirstPage and LastPage may be a number (509) or a string ("509").
	FirstPage json.RawMessage `json:"first_page"`
	LastPage  json.RawMessage `json:"last_page"`

	// ExternalIDs are other systems' names for the document (external_ids.go).
	ExternalIDs []string `json:"external_ids"`
}

// outcomeShape is what a citator-style outcome label may look like
// ("unenforceable", "vacated and remanded"): lower-case words, no markup.
var outcomeShape = regexp.MustCompile(`^[a-z][a-z ,-]{0,62}[a-z]$`)

// decidedDate accepts the date shapes a decision date is written in.
var decidedDate = regexp.MustCompile(`^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$`)

// loadDocuments reads documents.jsonl. Every key is known (an unknown
// one is bad input naming the key meant, see strict_keys.go) and
// everything FORMATS.md: the Vault folder names for it is checked. The
// result is sorted by ID.
func loadDocuments(dir string, idPattern *regexp.Regexp, opts LoadOptions) ([]*Document, error) {
	path := filepath.Join(dir, DocumentsFile)
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		if _, serr := os.Stat(path); errors.Is(serr, os.ErrNotExist) {
			return nil, &InputError{File: path, Msg: "required file is missing"}
		}
		return nil, &InputError{File: dir, Msg: fmt.Sprintf("cannot resolve Vault folder: %v", err)}
	}
	root, _ = filepath.Abs(root)
	seen := map[string]int{}
	var docs []*Document
	// One line at a time: the raw line is garbage once its document is
	// built (eachJSONL).
	err = eachJSONL(path, func(l jsonLine) error {
		var raw rawDocument
		if err := decodeLine(path, l, &raw, documentKeys); err != nil {
			return err
		}
		if err := checkPageKeys(path, l); err != nil {
			return err
		}
		d, err := buildDocument(path, l.n, root, &raw, idPattern, opts)
		if err != nil {
			return err
		}
		if first, dup := seen[d.ID]; dup {
			return &InputError{File: path, Line: l.n, Field: "id", Msg: fmt.Sprintf("duplicate id %q (first on line %d)", d.ID, first)}
		}
		seen[d.ID] = l.n
		docs = append(docs, d)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if _, err := externalIDOwners(docs, seen, path); err != nil {
		return nil, err
	}
	sortDocs(docs)
	return docs, nil
}

func sortDocs(docs []*Document) {
	slices.SortFunc(docs, func(a, b *Document) int { return strings.Compare(a.ID, b.ID) })
}

// buildDocument validates one raw line and resolves its text.
func buildDocument(path string, line int, root string, raw *rawDocument, idPattern *regexp.Regexp, opts LoadOptions) (*Document, error) {
	fail := func(field, format string, args ...any) error {
		return &InputError{File: path, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if raw.ID == nil || *raw.ID == "" {
		return nil, fail("id", "missing required field")
	}
	id := *raw.ID
	if !validID.MatchString(id) {
		return nil, fail("id", "id %q must match [A-Za-z0-9._:-]{1,64}", id)
	}
	if idPattern != nil && !idPattern.MatchString(id) {
		return nil, fail("id", "id %q does not match vault.json id_pattern", id)
	}
	if raw.Title == nil || strings.TrimSpace(*raw.Title) == "" {
		return nil, fail("title", "missing required field")
	}
	kind := raw.Kind
	if kind != "" && !slices.Contains(DocumentKinds, kind) {
		return nil, fail("kind", "unknown kind %q (want one of %s)", kind, strings.Join(DocumentKinds, ", "))
	}
	if raw.Decided != "" && !decidedDate.MatchString(raw.Decided) {
		return nil, fail("decided", "unparsable date %q (want YYYY-MM-DD, YYYY-MM or YYYY)", raw.Decided)
	}
	if raw.Outcome != "" && !outcomeShape.MatchString(raw.Outcome) {
		return nil, fail("outcome", "outcome %q must be a short label of lower-case words (enforced, unenforceable, permissive, remanded, ...)", raw.Outcome)
	}
	for i, c := range raw.Citations {
		if strings.TrimSpace(c) == "" {
			return nil, fail(fmt.Sprintf("citations[%d]", i), "empty citation")
		}
	}
	for i, a := range raw.Aliases {
		if strings.TrimSpace(a) == "" {
			return nil, fail(fmt.Sprintf("aliases[%d]", i), "empty alias")
		}
	}
	if f, msg, ok := checkExternalIDs(raw.ExternalIDs); !ok {
		return nil, fail(f, "%s", msg)
	}
	if strings.ContainsAny(raw.Filename, `/\`) {
		return nil, fail("filename", "file name %q must not contain a path separator", raw.Filename)
	}
	text, err := documentText(path, line, root, raw)
	var file *documentFile
	if err == nil && raw.File != nil {
		file, err = readDocumentFile(path, line, root, *raw.File, raw, opts.Files)
	}
	if err != nil {
		return nil, err
	}
	d := &Document{
		ID: id, Title: strings.TrimSpace(*raw.Title), Filename: raw.Filename, Kind: kind,
		Citations: trimAll(raw.Citations), Aliases: trimAll(raw.Aliases),
		Court: raw.Court, Decided: raw.Decided, Outcome: raw.Outcome, Text: text,
		ExternalIDs: raw.ExternalIDs,
	}
	if file != nil {
		d.File, d.Format, d.Text, d.Furniture = file.rel, string(file.format), file.text, file.furniture
		d.Unpaged = docfile.Unpaged(file.format)
		if d.Filename == "" {
			d.Filename = filepath.Base(filepath.FromSlash(file.rel))
		}
	}
	if err := pageRange(path, line, raw, d, file != nil && file.paged); err != nil {
		return nil, err
	}
	return d, nil
}

// documentText resolves exactly one of text, pages and text_file into the
// document text ("" for a "file", which readDocumentFile reads). Pages become star-paged text: each page starts with a
// line "[*N]", so page locators and offsets work the same way for every
// document. CRLF line endings become LF.
func documentText(path string, line int, root string, raw *rawDocument) (string, error) {
	fail := func(field, format string, args ...any) error {
		return &InputError{File: path, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	n := 0
	for _, present := range []bool{raw.Text != nil, raw.Pages != nil, raw.TextFile != nil, raw.File != nil} {
		if present {
			n++
		}
	}
	if n != 1 {
		return "", fail("text", "exactly one of text, pages, text_file or file is required, found %d", n)
	}
	var text string
	switch {
	case raw.File != nil:
		return "", nil
	case raw.Text != nil:
		text = *raw.Text
		if strings.TrimSpace(text) == "" {
			return "", fail("text", "empty document text")
		}
	case raw.Pages != nil:
		if len(*raw.Pages) == 0 {
			return "", fail("pages", "empty list of pages")
		}
		var b strings.Builder
		for i, p := range *raw.Pages {
			label := strings.TrimSpace(p.Page)
			if label == "" || strings.ContainsAny(label, "]\n\r") || strings.ContainsAny(label, " \t") {
				return "", fail(fmt.Sprintf("pages[%d].page", i), "page label %q must be non-empty, without spaces or ']'", p.Page)
			}
			if i > 0 {
				b.WriteString("\n\n")
			}
			b.WriteString("[*" + label + "]\n")
			b.WriteString(strings.Trim(p.Text, "\r\n"))
		}
		text = b.String()
	default:
		data, err := readTextFile(path, line, root, *raw.TextFile)
		if err != nil {
			return "", err
		}
		text = data
	}
	return strings.ReplaceAll(text, "\r\n", "\n"), nil
}

// readTextFile reads a text_file, which must stay inside the Vault folder
// even after symbolic links are followed.
func readTextFile(path string, line int, root, rel string) (string, error) {
	fail := func(format string, args ...any) error {
		return &InputError{File: path, Line: line, Field: "text_file", Msg: fmt.Sprintf(format, args...)}
	}
	if rel == "" {
		return "", fail("empty path")
	}
	if filepath.IsAbs(rel) || filepath.VolumeName(rel) != "" {
		return "", fail("%q must be relative to the Vault folder", rel)
	}
	full := filepath.Join(root, filepath.FromSlash(rel))
	if !inside(root, full) {
		return "", fail("%q is outside the Vault folder", rel)
	}
	real, err := filepath.EvalSymlinks(full)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "", fail("%q does not exist", rel)
		}
		return "", fail("cannot resolve %q: %v", rel, err)
	}
	if !inside(root, real) {
		return "", fail("%q leads outside the Vault folder (through a symbolic link to %s)", rel, real)
	}
	data, err := os.ReadFile(real)
	if err != nil {
		return "", fail("cannot read %q: %v", rel, err)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if col := invalidUTF8At(data); col > 0 {
		l, c := lineCol(data, col-1)
		return "", fail("%q is not valid UTF-8 (line %d, column %d)", rel, l, c)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return "", fail("%q is empty", rel)
	}
	return string(data), nil
}

// inside reports whether path lies within root (both cleaned, absolute).
func inside(root, path string) bool {
	r, err := filepath.Rel(root, path)
	if err != nil {
		return false
	}
	return r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) && !filepath.IsAbs(r)
}

func trimAll(ss []string) []string {
	if len(ss) == 0 {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strings.TrimSpace(s)
	}
	return out
}
