// Command gen writes the heuristic judge's WordNet synonym table
// (../wordnet_synonyms.txt) from a local Princeton WordNet 3.0 database
// (Debian's wordnet-base, /usr/share/wordnet) and a vocabulary.
//
// The table is small on purpose. Only verbs and adjectives are read, and
// only for the words that occur in the vocabulary files named on the
// command line (the fixture suites' Vault texts and the hand synonym
// table in ../../words.go). For each such word only its dominant senses
// are kept: the first sense when annotators tagged it at least minTag
// times, and any later sense tagged at least half as often as the first.
// A synset member joins the word only when that synset is also one of
// the member's own dominant senses, so "bar" does not bring in "block"
// through a sense of "bar" that lawyers never mean. Multi-word lemmas are
// dropped (the alignment compares single words). Verbs are written with
// their inflected forms (WordNet's exception list for irregular ones), so
// short verbs the light stemmer leaves alone ("lets", "barred") still
// meet their lemma.
//
// Usage, from the repository root, after apt-get install wordnet-base:
//
//	go run ./judge/heuristic/tables/gen -out judge/heuristic/tables/wordnet_synonyms.txt \
//	    judge/heuristic/words.go fixtures/{forum-selection,non-compete,limitation-of-liability,arbitration}/vault/*.jsonl fixtures/forum-selection/vault/files/*
//
// The output is deterministic: groups are sorted, words in a group too.
// The WordNet licence is in ../WORDNET-LICENSE.txt, beside the table.
package main
