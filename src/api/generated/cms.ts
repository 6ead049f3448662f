/**
 * Generated from openapi/cms.yaml by `npm run gen` (openapi-typescript). Do not edit:
 * change the contract and regenerate; `npm test` fails when this file is stale.
 */

export interface paths {
    "/api/page/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get pages' content
         * @description The content of the named pages in one language for an OEM, optionally limited to some blocks. CMS editors also get each page's pending drafts.
         */
        get: operations["getCmsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/draft/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a block's draft
         * @description Saves one block's change as a draft (portal-shell §4.3: drafts are saved per block), including DELETED / RESTORED markings, reordering and new list items. Nothing shows to other users until the draft is published. CMS editors only.
         */
        post: operations["saveCmsDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/draft/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish drafts of a page
         * @description Publishes the listed drafts of a page together, all or none (portal-shell §4.3), and answers the page as everyone now sees it; editing returns to off. CMS editors only.
         */
        post: operations["publishCmsDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/draft/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard drafts of a page
         * @description Discards the listed drafts of a page, or all of them when draftIds is absent (the toolbar's "discard all"), and answers the page; editing returns to off. CMS editors only.
         */
        post: operations["discardCmsDrafts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for a block
         * @description Stores an image for an image block and answers its URL (portal-shell §5.2). The file must be png, jpg, svg or jpeg, otherwise 400 "File must be image and have one of following extensions" with the list; it must also meet the block's ImageFormat (allowed formats, maximum width and height, maximum size; DEFAULT_IMAGE_FORMAT when the block has none: SVG, 192x50, 2000 KB), otherwise 400 with a message stating the requirement in the upload dialog's words (formats, maximum resolution, maximum size in KB = bytes / 1000). The block shows the image once its draft (content = the URL) is published. CMS editors only.
         */
        post: operations["uploadCmsMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/files/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an uploaded image
         * @description An uploaded image, public so that `<img>` tags (which send no token) can show it. SVGs are served with a Content-Security-Policy that forbids scripts, so an uploaded SVG can never run code in the portal's origin.
         */
        get: operations["getCmsMediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One invalid input. `field` is a dotted path into the request (body fields by name, `query.x`, `path.x`, `header.x`), or empty for the request as a whole. */
        FieldError: {
            /** @description Dotted path of the offending field, e.g. `contacts.2.email`. */
            field: string;
            /** @description The message in English, as the spec writes it. */
            message: string;
            /** @description The i18n key of the message (src/i18n), so the browser can show it translated. */
            messageKey?: string;
        };
        /** @description Body of every 400. The request changed nothing. */
        ValidationErrors: {
            errors: components["schemas"]["FieldError"][];
        };
        /** @description Body of every other error status. */
        Error: {
            /** @description Machine-readable reason, e.g. `invalid_token`, `account_locked`, `forbidden`, `not_found`, `invalid_transition`, `internal_error`. */
            code: string;
            /** @description Human-readable explanation in English. */
            message: string;
            /**
             * Format: date-time
             * @description With `account_locked`, when the lock ends.
             */
            lockedUntil?: string;
        };
        /**
         * @description Language of CMS content; EN is the default (what an absent language means).
         * @enum {string}
         */
        CmsLanguage: "EN" | "FR";
        /**
         * @description Kind of block (portal-shell §3 "Block kinds: page teaser, FAQ question and answer, list item with image, header and text"; IMAGE is the image of a list item).
         * @enum {string}
         */
        CmsBlockType: "PAGE_TEASER" | "FAQ_QUESTION" | "FAQ_ANSWER" | "LIST_ITEM" | "IMAGE" | "HEADER" | "TEXT";
        /**
         * @description Marking of a list item; a DELETED item is hidden once published and skipped when reordering.
         * @enum {string}
         */
        CmsBlockStatus: "DELETED" | "RESTORED";
        /** @description The requirement an image block's uploads must meet; the upload dialog states it (allowed formats, maximum resolution, maximum size in KB = bytes / 1000). Blocks without their own use DEFAULT_IMAGE_FORMAT (SVG, 192x50, 2000 KB). */
        ImageFormat: {
            /**
             * Format: int32
             * @description Image format id.
             */
            id: number;
            /** @description Allowed file extensions, comma-separated, e.g. `svg` or `png,jpg,jpeg`. */
            allowedFormat: string;
            /**
             * Format: int32
             * @description Maximum width in pixels.
             */
            maxWidth: number;
            /**
             * Format: int32
             * @description Maximum height in pixels.
             */
            maxHeight: number;
            /**
             * Format: int32
             * @description Maximum file size in bytes.
             */
            maxFileSize: number;
        };
        /** @description One block of page content (portal-shell §3 "CMS block"), published or a draft. A draft carries the id of the published block it changes in contentBlockId (null for a new list item not yet published). */
        CmsBlock: {
            /**
             * Format: int32
             * @description Block id (draft id for a draft).
             */
            id: number;
            /** @description Stable name of the block that pages and blocksHri refer to. */
            humanReadableId: string;
            /** @description Plain text (editors paste as plain text), or for an IMAGE block the image's URL (empty until an image is uploaded). Longer than the 250 of form fields: FAQ answers and teasers are paragraphs. */
            content: string;
            /** @description Kind of block. */
            type: components["schemas"]["CmsBlockType"];
            /**
             * Format: int32
             * @description Position among its siblings (ascending); may be negative after an item is added at the beginning (order minus one).
             */
            blockOrder: number;
            /**
             * Format: int32
             * @description Id of the block this one belongs to (a list item's list, an image's list item); null for a top-level block.
             */
            parent: number | null;
            /** @description Language of the content. */
            language: components["schemas"]["CmsLanguage"];
            /** @description What an upload to this block must meet; present on IMAGE blocks. */
            imageFormat?: components["schemas"]["ImageFormat"];
            /** @description DELETED or RESTORED marking of a list item; absent when never marked. */
            status?: components["schemas"]["CmsBlockStatus"];
            /**
             * Format: int32
             * @description On a draft, the published block it changes (null for a new item); absent on a published block.
             */
            contentBlockId?: number | null;
            /**
             * Format: int32
             * @description The page the block belongs to.
             */
            pageId: number;
        };
        /** @description A page's content (portal-shell §3 "CMS page"). Shape not shown in the spec beyond its field names; designed for the editing toolbar: published blocks plus the pending drafts, which only CMS editors receive (empty for everyone else). */
        CmsPage: {
            /**
             * Format: int32
             * @description Page id.
             */
            id: number;
            /** @description Stable name of the page that pagesHri refers to. */
            humanReadableId: string;
            /** @description Published blocks in the requested language, ordered by blockOrder. */
            contentBlocks: components["schemas"]["CmsBlock"][];
            /** @description Pending drafts of the page (CMS editors only); publish or discard them by id. */
            drafts: components["schemas"]["CmsBlock"][];
        };
        /** @description Shape not shown in the spec; designed for saving one block's draft (portal-shell §4.3). Saving again for the same block (contentBlockId and language) replaces its draft; a new list item names its parent and type and, once saved, is re-saved by its draft id. */
        CmsDraftSaveRequest: {
            /**
             * Format: int32
             * @description Draft to overwrite (a new item's earlier draft).
             */
            id?: number;
            /**
             * Format: int32
             * @description The published block the draft changes.
             */
            contentBlockId?: number;
            /**
             * Format: int32
             * @description The page the block belongs to.
             */
            pageId: number;
            /**
             * Format: int32
             * @description For a new list item, the block (list) it goes into.
             */
            parent?: number;
            /** @description For a new block, its kind. */
            type?: components["schemas"]["CmsBlockType"];
            /** @description The block's new plain-text content (for an IMAGE block, the uploaded image's URL). */
            content: string;
            /**
             * Format: int32
             * @description Position among siblings. Moving swaps blockOrder with the nearest neighbour that is not deleted; a new item takes the first order minus one or the last plus one.
             */
            blockOrder: number;
            /** @description Marks a list item DELETED or RESTORED. */
            status?: components["schemas"]["CmsBlockStatus"];
            /** @description Language of the content. */
            language: components["schemas"]["CmsLanguage"];
        };
        /** @description Publish drafts of a page together (portal-shell §4.3 "published together by page and draft ids"). */
        CmsPublishRequest: {
            /**
             * Format: int32
             * @description The page.
             */
            pageId: number;
            /** @description The drafts to publish, all pending drafts of this page. */
            draftIds: number[];
        };
        /** @description Discard drafts of a page (the toolbar's "discard all" leaves draftIds out). */
        CmsDiscardRequest: {
            /**
             * Format: int32
             * @description The page.
             */
            pageId: number;
            /** @description The drafts to discard; absent discards every pending draft of the page. */
            draftIds?: number[];
        };
        /** @description The multipart form of an image upload. */
        CmsMediaUpload: {
            /** @description The image file (png, jpg, jpeg or svg). */
            file: Blob;
        };
        /** @description Shape not shown in the spec beyond "returns a url"; the stored image's address. */
        CmsMediaUploadResult: {
            /** @description URL of the stored image (GET /api/media/files/{fileName}); the editor saves it as the IMAGE block's content. */
            url: string;
        };
    };
    responses: {
        /** @description The request is invalid; nothing changed. One entry per invalid field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationErrors"];
            };
        };
        /** @description Missing, expired or invalid access token (or, on login, bad credentials or a locked account). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this (another dealer's data, an admin-only call, impersonation by a non-admin). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The named record does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected failure; the client shows "Unable to Complete Request". */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change is not allowed in the record's current state (e.g. an invalid status transition, an outstanding account). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
        Impersonate: string;
    };
    requestBodies: never;
    headers: {
        /** @description `attachment; filename="…"`. The client names the saved file from it, and falls back to the spec's default name for the download when it is missing. */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCmsPages: {
        parameters: {
            query: {
                /** @description Content language; EN when absent. */
                language?: components["schemas"]["CmsLanguage"];
                /** @description Human-readable ids of the pages, comma-separated. */
                pagesHri: string[];
                /** @description The OEM whose variant of the content to answer; the user's OEM when absent. */
                oemId?: number;
                /** @description Only blocks with these human-readable ids (and their children), comma-separated. */
                blocksHri?: string[];
                /** @description Only this block (and its children), e.g. to refresh one block after an upload. */
                blockId?: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages found, in the order asked (unknown ids are left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveCmsDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsDraftSaveRequest"];
            };
        };
        responses: {
            /** @description The saved draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The page, block, parent or draft named in the body does not exist. */
            404: components["responses"]["NotFound"];
            /** @description The block, parent or draft belongs to another page, or the draft was already published or discarded. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    publishCmsDrafts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsPublishRequest"];
            };
        };
        responses: {
            /** @description Published; the page with its remaining drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The page does not exist. */
            404: components["responses"]["NotFound"];
            /** @description A listed id is not a pending draft of this page; nothing was published. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    discardCmsDrafts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsDiscardRequest"];
            };
        };
        responses: {
            /** @description Discarded; the page with its remaining drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The page does not exist. */
            404: components["responses"]["NotFound"];
            /** @description A listed id is not a pending draft of this page; nothing was discarded. */
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadCmsMedia: {
        parameters: {
            query: {
                /** @description The image block the file is for. */
                blockId: number;
            };
            header?: {
                /** @description Login name of the user an administrator acts as. The client copies it from the impersonation cookie on every call, the CMS backend included. Sent by anyone but an admin, the call is refused with 403. */
                impersonate?: components["parameters"]["Impersonate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CmsMediaUpload"];
            };
        };
        responses: {
            /** @description Stored; the image's URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsMediaUploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The block does not exist. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCmsMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The stored file's name, as in the URL the upload answered. */
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    /** @description `default-src 'none'; style-src 'unsafe-inline'; sandbox`, so scripts in an SVG never run. */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No stored image has this name. */
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
