package vault

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/vault/docfile"
)

// LoadOptions tune how a Vault source folder is loaded.
type LoadOptions struct {
	// Files bounds reading each document file (documents.jsonl "file");
	// zero fields take docfile.DefaultLimits.
	Files docfile.Limits
}

// documentFile is a documents.jsonl "file" read into text.
type documentFile struct {
	rel    string
	format docfile.Format
	text   string
	// paged is true for a format with physical pages (PDF): the text is
	// star-paged by construction, one "[*label]" per page, like "pages".
	paged     bool
	furniture []PageFurniture
}

// readDocumentFile reads a "file": it must stay inside the Vault folder
// (after symbolic links, as text_file), its format is detected from its
// content, and a PDF's pages take their labels from first_page when
// given, else from the PDF's page labels, else 1..N.
func readDocumentFile(path string, line int, root, rel string, raw *rawDocument, lim docfile.Limits) (*documentFile, error) {
	fail := func(format string, args ...any) error {
		return &InputError{File: path, Line: line, Field: "file", Msg: fmt.Sprintf(format, args...)}
	}
	real, err := resolveInside(root, rel)
	if err != nil {
		return nil, fail("%v", err)
	}
	st, err := os.Stat(real)
	if err != nil {
		return nil, fail("cannot read %q: %v", rel, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fail("%q is not a regular file", rel)
	}
	lim = lim.WithDefaults()
	if st.Size() > lim.MaxBytes {
		return nil, fail("%q is %d bytes, more than the %d-byte limit (vault build --max-file-bytes)", rel, st.Size(), lim.MaxBytes)
	}
	data, err := os.ReadFile(real)
	if err != nil {
		return nil, fail("cannot read %q: %v", rel, err)
	}
	doc, err := docfile.Read(data, lim)
	if err != nil {
		if errors.Is(err, docfile.ErrLimit) {
			return nil, fail("%q: %v (see the limit flags of vault build)", rel, err)
		}
		return nil, fail("%q: %v", rel, err)
	}
	df := &documentFile{rel: rel, format: doc.Format, text: doc.Text}
	if len(doc.Pages) == 0 {
		if strings.TrimSpace(df.text) == "" {
			return nil, fail("%q holds no text", rel)
		}
		return df, nil
	}
	first, err := pageNumber(raw.FirstPage)
	if err != nil {
		return nil, &InputError{File: path, Line: line, Field: "first_page", Msg: err.Error()}
	}
	df.paged = true
	var b strings.Builder
	for i, p := range doc.Pages {
		label := p.Label
		if first > 0 {
			label = strconv.Itoa(first + i)
		}
		if i > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString("[*" + label + "]\n")
		b.WriteString(p.Text)
		if len(p.Furniture) > 0 {
			df.furniture = append(df.furniture, PageFurniture{Page: label, Lines: p.Furniture})
		}
	}
	df.text = b.String()
	return df, nil
}

// resolveInside resolves rel inside root, following symbolic links; the
// result must stay inside root.
func resolveInside(root, rel string) (string, error) {
	if rel == "" {
		return "", errors.New("empty path")
	}
	if filepath.IsAbs(rel) || filepath.VolumeName(rel) != "" {
		return "", fmt.Errorf("%q must be relative to the Vault folder", rel)
	}
	full := filepath.Join(root, filepath.FromSlash(rel))
	if !inside(root, full) {
		return "", fmt.Errorf("%q is outside the Vault folder", rel)
	}
	real, err := filepath.EvalSymlinks(full)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "", fmt.Errorf("%q does not exist", rel)
		}
		return "", fmt.Errorf("cannot resolve %q: %v", rel, err)
	}
	if !inside(root, real) {
		return "", fmt.Errorf("%q leads outside the Vault folder (through a symbolic link to %s)", rel, real)
	}
	return real, nil
}
