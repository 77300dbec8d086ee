#!/usr/bin/env python3
"""Writes the saved-stream probes (*.jsonl, *-stream*.json), and a few other
probes of the same answers (LangChain serialisations, Bedrock spans), from the native
suite's clean fixtures, as each provider streams them: OpenAI Responses
events (JSON Lines), Anthropic Messages events inside the anthropic wrapper,
Bedrock retrieveAndGenerateStream events (JSON Lines), Gemini
streamGenerateContent chunks, Cohere Chat v2 events inside the cohere
wrapper, Azure "on your data" chat.completion.chunk data: lines, OpenAI
Assistants run events (event:/data: lines). Run from this folder:
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

# Cohere Chat v2 stream inside the cohere wrapper: the events as a list,
# and the wire's server-sent-event text as one string (the answer's
# non-ASCII prefix before the citations' code-point offsets).
def cohere_events(resp):
    m = resp["message"]
    ev = [{"id": resp["id"], "type": "message-start", "delta": {"message": {"role": "assistant", "content": [], "tool_plan": "", "tool_calls": [], "citations": []}}},
          {"type": "content-start", "index": 0, "delta": {"message": {"content": {"type": "text", "text": ""}}}}]
    for p in pieces(m["content"][0]["text"]):
        ev.append({"type": "content-delta", "index": 0, "delta": {"message": {"content": {"text": p}}}})
    for k, c in enumerate(m["citations"]):
        ev.append({"type": "citation-start", "index": k, "delta": {"message": {"citations": c}}})
        ev.append({"type": "citation-end", "index": k})
    ev.append({"type": "content-end", "index": 0})
    ev.append({"type": "message-end", "delta": {"finish_reason": resp["finish_reason"], "usage": resp["usage"]}})
    return ev


co = load("cohere-clean.json")
json.dump({"request": co["request"], "response": cohere_events(co["response"])}, open("cohere-stream.json", "w"), indent=1, ensure_ascii=False)
wire = "".join("event: %s\ndata: %s\n\n" % (e["type"], json.dumps(e, ensure_ascii=False)) for e in cohere_events(co["response"]))
json.dump({"request": co["request"], "response": wire}, open("cohere-stream-sse.json", "w"), indent=1, ensure_ascii=False)
json.dump({"request": co["request"], "response": cohere_events(co["response"])[:-1]}, open("cohere-stream-cut.json", "w"), indent=1, ensure_ascii=False)


# Azure OpenAI on your data: chat.completion.chunk data: lines, the
# prompt-filter chunk first, the context with the role, "[docN]" split
# across chunks, the finish chunk, a usage chunk, [DONE].
def azure_chunks(c):
    base = {k: c[k] for k in ("id", "created", "model")}
    base["object"] = "chat.completion.chunk"
    msg = c["choices"][0]["message"]
    ch = [{"id": "", "object": "", "created": 0, "model": "", "prompt_filter_results": [{"prompt_index": 0, "content_filter_results": {}}], "choices": []},
          dict(base, choices=[{"index": 0, "finish_reason": None, "delta": {"role": "assistant", "context": msg["context"]}, "end_turn": False}])]
    for p in pieces(msg["content"], 5):
        ch.append(dict(base, choices=[{"index": 0, "finish_reason": None, "delta": {"content": p}, "end_turn": False}]))
    ch.append(dict(base, choices=[{"index": 0, "finish_reason": c["choices"][0]["finish_reason"], "delta": {"content": ""}, "end_turn": True}]))
    ch.append(dict(base, choices=[], usage=c["usage"]))
    return ch


def write_sse(path, events):
    with open(path, "w") as f:
        for e in events:
            f.write("data: %s\n\n" % json.dumps(e, ensure_ascii=False))
        f.write("data: [DONE]\n\n")


az = load("azure-on-your-data-clean.json")
write_sse("azure-on-your-data-stream.sse", azure_chunks(az))
write_sse("azure-on-your-data-stream-cut.sse", azure_chunks(az)[:-2])


# OpenAI Assistants run stream: SSE event:/data: lines, the run step as
# it completed (with its file_search results), the message deltas (text
# pieces, each annotation when its marker has streamed), the completed
# message, thread.run.completed, done.
def assistants_events(msg, steps):
    run = {"id": msg["run_id"], "object": "thread.run", "created_at": msg["created_at"] - 12, "assistant_id": msg["assistant_id"], "thread_id": msg["thread_id"], "status": "queued"}
    ev = [("thread.run.created", dict(run)), ("thread.run.in_progress", dict(run, status="in_progress"))]
    for st in steps:
        s0 = copy.deepcopy(st)
        s0["status"] = "in_progress"
        for tc in s0["step_details"]["tool_calls"]:
            tc["file_search"] = {}
        ev += [("thread.run.step.created", s0), ("thread.run.step.completed", st)]
    ev.append(("thread.message.created", dict(copy.deepcopy(msg), content=[], status="in_progress")))
    for c, part in enumerate(msg["content"]):
        text, anns = part["text"]["value"], part["text"]["annotations"]
        at = 0
        for k, a in enumerate(anns + [None]):
            end = a["end_index"] if a else len(text)
            for p in pieces(text[at:end], 23):
                ev.append(("thread.message.delta", {"id": msg["id"], "object": "thread.message.delta", "delta": {"content": [{"index": c, "type": "text", "text": {"value": p}}]}}))
            at = end
            if a:
                ev.append(("thread.message.delta", {"id": msg["id"], "object": "thread.message.delta",
                                                     "delta": {"content": [{"index": c, "type": "text", "text": {"annotations": [dict(copy.deepcopy(a), index=k)]}}]}}))
    ev += [("thread.message.completed", dict(copy.deepcopy(msg), status="completed")), ("thread.run.completed", dict(run, status="completed"))]
    return ev


def write_assistants(path, ev):
    with open(path, "w") as f:
        for name, data in ev:
            f.write("event: %s\ndata: %s\n\n" % (name, json.dumps(data, ensure_ascii=False)))
        f.write("event: done\ndata: [DONE]\n\n")


oa = load("openai-assistants-clean.json")
ae = assistants_events(oa["message"], oa["run_steps"]["data"])
write_assistants("openai-assistants-stream.sse", ae)
# The completed message's second citation names another file than its
# delta showed.
rev = copy.deepcopy(ae)
rev[-2][1]["content"][0]["text"]["annotations"][1]["file_citation"]["file_id"] = "file-MSA2025x11"
write_assistants("openai-assistants-stream-revised.sse", rev)

# Bedrock: one citation whose span covers both sentences of the clean
# answer and names both references (the first sentence is the practice
# note's, the second Bremen's), and the same with Bremen's reference
# replaced by a memo paragraph that bears out neither sentence.
one = {"generatedResponsePart": {"textResponsePart": {"text": br["output"]["text"], "span": {"start": 0, "end": len(br["output"]["text"]) - 1}}},
       "retrievedReferences": br["citations"][0]["retrievedReferences"] + br["citations"][1]["retrievedReferences"]}
json.dump(dict(br, citations=[one]), open("bedrock-span-two-documents.json", "w"), indent=2, ensure_ascii=False)
memo = {"content": {"text": "¶ 6 Inconvenience. Globex is a substantial company; it cannot plausibly show that litigating in Delaware would deprive it of its day in court under the demanding standard of Bremen, 407 U.S. at 18.", "type": "TEXT"},
        "location": {"type": "S3", "s3Location": {"uri": "s3://firm-kb/memos/matter-2041-forum-memo.docx"}},
        "metadata": {"x-amz-bedrock-kb-source-uri": "s3://firm-kb/memos/matter-2041-forum-memo.docx", "x-amz-bedrock-kb-chunk-id": "1%3A0%3Amemo6", "x-amz-bedrock-kb-data-source-id": "DS7QXK2"}}
one = copy.deepcopy(one)
one["retrievedReferences"] = br["citations"][0]["retrievedReferences"] + [memo]
json.dump(dict(br, citations=[one]), open("bedrock-span-one-reference-bears-out-nothing.json", "w"), indent=2, ensure_ascii=False)
