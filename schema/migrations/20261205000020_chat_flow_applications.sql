-- Issue 37 §6: a flow generation is applied once and leads to its workflow. An answer keeps
-- the workflow instance its steps were applied to; a room, the one applied last (the flow
-- generations list links to it). Both are written only by the "chats" projection.
ALTER TABLE chat_messages ADD COLUMN applied_instance_id UUID;
ALTER TABLE chat_rooms ADD COLUMN applied_instance_id UUID;
