package checks

import "github.com/citecheck/citecheck/vault/textnorm"

// topicMatcher finds the case's topic terms in passage texts with the
// meaning of textnorm.ContainsTopic, folding each term once per response
// and each text once per Grader (the Vault's chunks come back answer
// after answer; folding them afresh for every term of every citation
// was a twelfth of a deterministic grade).
type topicMatcher struct {
	terms  []string // as the case writes them, for the findings
	folded []string // each folded with TopicFold
	cache  *VaultCache
}

func newTopicMatcher(in *Input, terms []string) *topicMatcher {
	m := &topicMatcher{terms: terms, folded: make([]string, len(terms)), cache: in.Memo.cache()}
	for i, t := range terms {
		m.folded[i] = textnorm.TopicFold(t)
	}
	return m
}

// first returns the first term (in the case's order) that one of texts
// contains.
func (m *topicMatcher) first(texts []string) (string, bool) {
	hays := make([]string, len(texts))
	done := make([]bool, len(texts))
	for i, t := range m.folded {
		if t == "" {
			continue // an empty term matches nothing
		}
		for k, text := range texts {
			if !done[k] {
				hays[k], done[k] = m.fold(text), true
			}
			if textnorm.ContainsFoldedTopic(hays[k], t) {
				return m.terms[i], true
			}
		}
	}
	return "", false
}

// fold is textnorm.TopicFold(text), from the Grader's cache when there is
// one (keyed by the text itself, which the Vault holds anyway).
func (m *topicMatcher) fold(text string) string {
	if m.cache == nil {
		return textnorm.TopicFold(text)
	}
	if f, ok := m.cache.topics.get(text); ok {
		return f
	}
	f := textnorm.TopicFold(text)
	m.cache.topics.put(text, f)
	return f
}
