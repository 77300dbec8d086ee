#!/usr/bin/env python3
"""Writes the saved-stream probes (*.jsonl, *-stream*.json) from the native
suite's clean fixtures, as each provider streams them: OpenAI Responses
events (JSON Lines), Anthropic Messages events inside the anthropic wrapper,
Bedrock retrieveAndGenerateStream events (JSON Lines). Run from this folder:
python3 make_streams.py"""
import copy, json

SRC = "../../../../fixtures/forum-selection/native/responses/"


def load(name):
    return json.load(open(SRC + name))


def pieces(text, n=37):
    return [text[i:i + n] for i in range(0, len(text), n)]


def jsonl(path, events):
    with open(path, "w") as f:
        for e in events:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")


def openai_events(resp):
    seq = iter(range(10**6))
    created = dict(copy.deepcopy(resp), status="in_progress", output=[])
    ev = [{"type": "response.created", "sequence_number": next(seq), "response": created},
          {"type": "response.in_progress", "sequence_number": next(seq), "response": created}]
    for o, item in enumerate(resp["output"]):
        start = dict(copy.deepcopy(item), status="in_progress")
        if item["type"] == "message":
            start["content"] = []
        if item["type"] == "file_search_call":
            start.pop("results", None)
        ev.append({"type": "response.output_item.added", "sequence_number": next(seq), "output_index": o, "item": start})
        for c, part in enumerate(item.get("content", []) if item["type"] == "message" else []):
            ev.append({"type": "response.content_part.added", "sequence_number": next(seq), "item_id": item["id"], "output_index": o, "content_index": c,
                       "part": {"type": "output_text", "text": "", "annotations": []}})
            for p in pieces(part["text"]):
                ev.append({"type": "response.output_text.delta", "sequence_number": next(seq), "item_id": item["id"], "output_index": o, "content_index": c, "delta": p})
            for k, a in enumerate(part["annotations"]):
                ev.append({"type": "response.output_text.annotation.added", "sequence_number": next(seq), "item_id": item["id"], "output_index": o,
                           "content_index": c, "annotation_index": k, "annotation": a})
            ev.append({"type": "response.output_text.done", "sequence_number": next(seq), "item_id": item["id"], "output_index": o, "content_index": c, "text": part["text"]})
            ev.append({"type": "response.content_part.done", "sequence_number": next(seq), "item_id": item["id"], "output_index": o, "content_index": c, "part": part})
        ev.append({"type": "response.output_item.done", "sequence_number": next(seq), "output_index": o, "item": item})
    ev.append({"type": "response.completed", "sequence_number": next(seq), "response": resp})
    return ev


def anthropic_events(msg):
    start = dict(copy.deepcopy(msg), content=[], stop_reason=None, usage={"input_tokens": msg["usage"]["input_tokens"], "output_tokens": 1})
    ev = [{"type": "message_start", "message": start}, {"type": "ping"}]
    for i, b in enumerate(msg["content"]):
        if b["type"] != "text":
            raise SystemExit("only text blocks")
        first = {"type": "text", "text": ""}
        if "citations" in b:
            first["citations"] = []
        ev.append({"type": "content_block_start", "index": i, "content_block": first})
        for c in b.get("citations") or []:
            ev.append({"type": "content_block_delta", "index": i, "delta": {"type": "citations_delta", "citation": c}})
        for p in pieces(b["text"]):
            ev.append({"type": "content_block_delta", "index": i, "delta": {"type": "text_delta", "text": p}})
        ev.append({"type": "content_block_stop", "index": i})
    ev.append({"type": "message_delta", "delta": {"stop_reason": msg["stop_reason"], "stop_sequence": None}, "usage": {"output_tokens": msg["usage"]["output_tokens"]}})
    ev.append({"type": "message_stop"})
    return ev


def bedrock_events(resp):
    ev = []
    text = resp["output"]["text"]
    at = 0
    for c in resp["citations"]:
        end = c["generatedResponsePart"]["textResponsePart"]["span"]["end"] + 1
        for p in pieces(text[at:end]):
            ev.append({"output": {"text": p}})
        at = max(at, end)
        ev.append({"citation": {"generatedResponsePart": c["generatedResponsePart"], "retrievedReferences": c["retrievedReferences"]}})
    for p in pieces(text[at:]):
        ev.append({"output": {"text": p}})
    return ev


oai = load("openai-responses-clean.json")
jsonl("openai-responses-stream.jsonl", openai_events(oai))
# The same stream, its last event's file_citation revised to another file
# than the annotation.added event gave (the user was shown one, the final
# object names the other).
rev = openai_events(oai)
final = copy.deepcopy(rev[-1])
final["response"]["output"][1]["content"][0]["annotations"][1]["file_id"] = "file-MSA2025x11"
final["response"]["output"][1]["content"][0]["annotations"][1]["filename"] = "acme-msa-2025.pdf"
jsonl("openai-responses-stream-revised.jsonl", rev[:-1] + [final])
# Cut short: no response.completed.
jsonl("openai-responses-stream-cut.jsonl", openai_events(oai)[:-1])
# Server-sent events as saved from the wire.
with open("openai-responses-stream.sse", "w") as f:
    for e in openai_events(oai):
        f.write("event: %s\ndata: %s\n\n" % (e["type"], json.dumps(e, ensure_ascii=False)))

ant = load("anthropic-clean.json")
json.dump({"request": ant["request"], "response": anthropic_events(ant["response"])}, open("anthropic-stream.json", "w"), indent=1, ensure_ascii=False)
cut = anthropic_events(ant["response"])[:-3]
json.dump({"request": ant["request"], "response": cut}, open("anthropic-stream-cut.json", "w"), indent=1, ensure_ascii=False)

br = load("bedrock-kb-clean.json")
jsonl("bedrock-kb-stream.jsonl", bedrock_events(br))
old = bedrock_events(br)
for e in old:
    if "citation" in e:
        e["citation"] = {"citation": e["citation"]}  # the deprecated nesting
jsonl("bedrock-kb-stream-deprecated.jsonl", old)

# LangChain serialisations of the same chain output: langchain_core's
# dumpd (each context Document a constructor, metadata kept, id left out
# when None) and LangChain.js's JSON (pageContent).
lc = load("langchain-clean.json")
dumpd = copy.deepcopy(lc)
dumpd["context"] = [{"lc": 1, "type": "constructor", "id": ["langchain", "schema", "document", "Document"],
                     "kwargs": {"page_content": d["page_content"], "metadata": d["metadata"], "type": "Document"}} for d in lc["context"]]
json.dump(dumpd, open("langchain-dumpd.json", "w"), indent=2, ensure_ascii=False)
js = copy.deepcopy(lc)
js["context"] = [{"pageContent": d["page_content"], "metadata": d["metadata"]} for d in lc["context"]]
json.dump(js, open("langchain-js.json", "w"), indent=2, ensure_ascii=False)

# Gemini streamGenerateContent: the REST JSON array of chunks, the answer
# (non-ASCII before its segments, byte offsets over the whole text) in
# pieces, the grounding metadata and finishReason on the last chunk; and
# the same with a second, other groundingMetadata on an earlier chunk.
ge = load("gemini-clean.json")
cand = ge["candidates"][0]
text = cand["content"]["parts"][0]["text"]
chunks = []
for k, p in enumerate(pieces(text, 29)):
    c = {"candidates": [{"content": {"role": "model", "parts": [{"text": p}]}}], "modelVersion": ge.get("modelVersion", "gemini-2.5-pro")}
    if k == 0:
        for key in ("createTime", "responseId"):
            if key in ge:
                c[key] = ge[key]
    chunks.append(c)
last = chunks[-1]["candidates"][0]
last["finishReason"] = cand["finishReason"]
last["groundingMetadata"] = cand["groundingMetadata"]
if "usageMetadata" in ge:
    chunks[-1]["usageMetadata"] = ge["usageMetadata"]
json.dump(chunks, open("gemini-stream.json", "w"), indent=1, ensure_ascii=False)
other = copy.deepcopy(chunks)
g2 = copy.deepcopy(cand["groundingMetadata"])
g2["groundingSupports"] = g2["groundingSupports"][:1]
other[1]["candidates"][0]["groundingMetadata"] = g2
json.dump(other, open("gemini-stream-two-groundings.json", "w"), indent=1, ensure_ascii=False)
with open("gemini-stream.sse", "w") as f:
    for c in chunks:
        f.write("data: %s\n\n" % json.dumps(c, ensure_ascii=False))
