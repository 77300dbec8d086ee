package cite

import (
	"strings"

	"github.com/citecheck/citecheck/vault/namekeys"
)

// The questions the scanners ask about the Vault's IDs, titles and file
// names, answered from the copies NewExtractor made of Options.DocIDs,
// Titles and Filenames, or from the Vault's own key tables
// (Options.Tables), which answer alike.

// knowsIDs reports whether the extractor knows the Vault's IDs.
func (e *Extractor) knowsIDs() bool {
	if e.tabs != nil {
		return e.tabs.HasDocuments()
	}
	return e.lowerIDs != nil
}

// idsFolded returns the Vault's IDs that are id in another case.
func (e *Extractor) idsFolded(id string) []string {
	if e.tabs != nil {
		return e.tabs.DocsOfFoldedID(id)
	}
	if len(id) <= 64 {
		// strings.ToLower of ASCII maps A-Z alone; lowering into a
		// stack buffer and indexing with string(buf) looks the key up
		// without allocating the lowered copy every ID cost before.
		// A non-ASCII byte leaves it to strings.ToLower.
		var buf [64]byte
		b := buf[:len(id)]
		ascii := true
		for i := 0; i < len(id) && ascii; i++ {
			c := id[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b[i] = c
			ascii = c < 0x80
		}
		if ascii {
			return e.lowerIDs[string(b)]
		}
	}
	return e.lowerIDs[strings.ToLower(id)]
}

// knownTitle reports whether an italic or quoted span is a title or an
// alias of a Vault document (compared as namekeys.FoldTitle).
func (e *Extractor) knownTitle(content string) bool {
	if e.tabs != nil {
		return e.tabs.HasTitle(namekeys.FoldTitle(content))
	}
	if len(e.titles) == 0 {
		return false
	}
	_, known := e.titles[foldTitle(content)]
	return known
}

// fileWords is the most words of a Vault file name.
func (e *Extractor) fileWords() int {
	if e.tabs != nil {
		return e.tabs.MaxFileWords()
	}
	return e.maxFileWords
}

// knownFile reports whether lower (a span lower-cased) is a Vault
// document's file name.
func (e *Extractor) knownFile(lower string) bool {
	if e.tabs != nil {
		return e.tabs.HasFile(lower)
	}
	return e.files[lower]
}
