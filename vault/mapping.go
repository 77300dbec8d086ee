package vault

import (
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/token/unicodenorm"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/mapping"
	index "github.com/blevesearch/bleve_index_api"
)

// Field names of the bleve documents. Every chunk is one bleve document
// (ID = chunk ID) with its text and its document's keyword fields; every
// Vault document is also one bleve document (ID = "doc:" + ID, kind
// "document") holding only keyword fields, so identifier lookups could be
// served by the index alone when the Vault moves to a distributed engine.
const (
	fieldText  = "text"  // chunk text, analysed, stored
	fieldDoc   = "doc"   // document ID, keyword, doc values (used by the ACL filter)
	fieldChunk = "chunk" // chunk ID, keyword
	fieldKind  = "kind"  // "chunk" or "document", keyword
	fieldCite  = "cite"  // CitationKey of each citation, keyword
	fieldName  = "name"  // NormalizeName of title and aliases, keyword
	fieldFile  = "file"  // file name, keyword (exact)
	// fieldACL ("acl", search_acl.go): the ACL terms of a chunk's
	// document, keyword, so the ACL filter is a few term queries.
)

// textAnalyzer is the analyzer of chunk text: the unicode tokenizer, NFKC
// and lower case. The "standard" and "en" analyzers stem and drop stop
// words, which made phrase queries match text that is not there.
const textAnalyzer = "citecheck-text"

// newMapping builds the index mapping: BM25 scoring, the custom analyzer
// for text, exact keyword fields, nothing dynamic.
func newMapping() (*mapping.IndexMappingImpl, error) {
	im := bleve.NewIndexMapping()
	im.ScoringModel = index.BM25Scoring
	if err := im.AddCustomTokenFilter("citecheck-nfkc", map[string]interface{}{
		"type": unicodenorm.Name, "form": unicodenorm.NFKC,
	}); err != nil {
		return nil, err
	}
	if err := im.AddCustomAnalyzer(textAnalyzer, map[string]interface{}{
		"type":          custom.Name,
		"tokenizer":     unicode.Name,
		"token_filters": []interface{}{"citecheck-nfkc", lowercase.Name},
	}); err != nil {
		return nil, err
	}
	im.DefaultAnalyzer = textAnalyzer
	im.IndexDynamic, im.StoreDynamic, im.DocValuesDynamic = false, false, false

	text := bleve.NewTextFieldMapping()
	text.Analyzer = textAnalyzer
	text.Store = true
	text.IncludeTermVectors = false
	text.IncludeInAll = false
	text.DocValues = false

	keyword := func(docValues bool) *mapping.FieldMapping {
		f := bleve.NewKeywordFieldMapping()
		f.Store = false
		f.IncludeInAll = false
		f.IncludeTermVectors = false
		f.DocValues = docValues
		return f
	}
	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt(fieldText, text)
	dm.AddFieldMappingsAt(fieldDoc, keyword(true))
	for _, f := range []string{fieldChunk, fieldKind, fieldCite, fieldName, fieldFile, fieldACL} {
		dm.AddFieldMappingsAt(f, keyword(false))
	}
	// No "_all" composite field: every query names its field, and
	// building the (empty) composite cost about 9% of indexing CPU.
	dm.AddSubDocumentMapping("_all", bleve.NewDocumentDisabledMapping())
	im.DefaultMapping = dm
	return im, nil
}
