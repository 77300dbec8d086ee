package cite

import "strings"

// titledNotCode reports whether the words before "§" that read as a code's
// name ("Merger Law", "Apiary Law") are instead the title or an alias of a
// Vault document, and the citation as a whole ("Merger Law § 3.4") names
// no Vault document by its citations: a treatise or guide cited at its
// section, which the title scan reads with "§ 3.4" as its locator. Read as
// a statute it named nothing, and C-001 failed a citation of a document
// the Vault holds. A statute the Vault lists by that citation stays one.
func (e *Extractor) titledNotCode(name, cite string) bool {
	if e.docs == nil {
		return false
	}
	name = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), ","))
	if name == "" || len(e.docs.docsOfName(name)) == 0 {
		return false
	}
	return len(e.docs.docsOfCite(cite)) == 0
}
