package native

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// bedrockPageKey is the metadata Bedrock Knowledge Bases attach to a
// chunk parsed out of a PDF: the 1-based page of the file the chunk
// begins on (a JSON number, 2.0 as boto3 returns it). It is the page the
// reader is shown for the reference, so it is the citation's page, as a
// RAG Engine chunk's pageSpan.firstPage is: left unread, a page the Vault
// contradicts passed C-009 on the reference's text alone.
const bedrockPageKey = "x-amz-bedrock-kb-document-page-number"

// bedrockPage reads a reference's page metadata: "" when it has none,
// the page number as text when it is a whole number from 1 (or a string
// of one). Any other value is bad input naming the field: read as no
// page, the citation would be judged without the page its reader sees.
func (d *decoder) bedrockPage(ref brRef, field string) (string, error) {
	raw, ok := ref.Metadata[bedrockPageKey]
	if !ok || string(raw) == "null" {
		return "", nil
	}
	var n float64
	if err := json.Unmarshal(raw, &n); err != nil {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return "", d.bad(field+".metadata."+bedrockPageKey, "a page number is a number, not %s", clipText(string(raw)))
		}
		if n, err = strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
			return "", d.bad(field+".metadata."+bedrockPageKey, "a page number is a number, not %q", clipText(s))
		}
	}
	if n < 1 || n != math.Trunc(n) || n > 1e6 {
		return "", d.bad(field+".metadata."+bedrockPageKey, "%v is no 1-based page number", n)
	}
	return strconv.Itoa(int(n)), nil
}
